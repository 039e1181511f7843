// What the profiles tests share: calls through the routes, approved members of each kind, valid
// profile bodies, and uploads of the images and meshes a portfolio takes.
import { ApprovalStatus, MemberType, RESUMABLE_CHUNK_BYTES, type UploadAnswer, type UploadSession } from '@dcm/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { completedOrdersSql } from '../orders/profile-facts.ts';
import { uploadReferralFile } from '../orders/test-support.ts';
import { quickMissedSql } from '../quick/profile-facts.ts';
import { responseMinutesSql } from '../quotations/profile-facts.ts';
import { freshMember } from '../requests/test-support.ts';
import { ratingSql, reviewCountSql } from '../reviews/profile-facts.ts';
import type { ProfileFigures } from './stats.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The figures app.ts hands the profiles routes, for tests that read stats or cards directly. */
export const profileFigures: ProfileFigures = { ratingSql, reviewCountSql, completedOrdersSql, responseMinutesSql, quickMissedSql };

export const callAs = (t: TestApp) => (who: Session | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: `Bearer ${who.token}` } : {} });

export const approvedDesigner = (t: TestApp) => freshMember(t, { memberSe: MemberType.Designer });
export const approvedLab = (t: TestApp, businessName = '한빛치과기공소') => freshMember(t, { memberSe: MemberType.Lab, businessName });
export const pendingDesigner = (t: TestApp) => freshMember(t, { memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Pending });

/** A whole, valid T-esigner profile (with `overrides`). */
export const designerBody = (overrides: object = {}) => ({
  briefIntro: '지르코니아 크라운을 빠르고 정확하게 디자인합니다.',
  companyIntro: '2015년부터 디지털 기공을 해 온 디자인 스튜디오입니다.',
  foundedYear: 2015,
  technicianCount: 4,
  region: 'seoul',
  cadSoftware: ['exocad', 'other'],
  cadOther: 'Blender',
  editCount: 3,
  warrantyDays: 30,
  prosthesisTypes: ['zirconia_crown', 'emax_crown'],
  prices: [
    { prosthesis: 'zirconia_crown', price: 30_000 },
    { prosthesis: 'emax_crown', price: 45_000 },
  ],
  isPublic: true,
  ...overrides,
});

/** A whole, valid lab profile (with `overrides`). */
export const labBody = (overrides: object = {}) => ({
  businessName: '한빛치과기공소',
  introduction: '임플란트 보철 전문 기공소입니다.',
  region: 'busan',
  prosthesisTypes: ['zirconia_crown'],
  specializations: ['implant', 'crown_bridge'],
  photoIds: [],
  isPublic: true,
  ...overrides,
});

/** A 1×1 GIF: an image the document upload takes. */
export const gif = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const uploadImage = (t: TestApp, who: Session, name = 'main.gif'): Promise<UploadAnswer> => uploadReferralFile(t, who, name, gif(), 'document');
export const uploadMesh = (t: TestApp, who: Session, name: string, bytes: Buffer): Promise<UploadAnswer> => uploadReferralFile(t, who, name, bytes, 'portfolio');

/** Uploads `bytes` through the resumable uploads (kind `portfolio`), chunk by chunk, and completes them. */
export async function uploadResumable(t: TestApp, who: Session, name: string, bytes: Buffer): Promise<UploadAnswer> {
  const call = callAs(t);
  const started = await call(who, 'POST', '/api/v1/uploads', { name, size: bytes.length, kind: 'portfolio' });
  expect(started.statusCode, started.body).toBe(201);
  const session = started.json<UploadSession>();
  for (let offset = 0; offset < bytes.length; offset += RESUMABLE_CHUNK_BYTES) {
    const chunk = bytes.subarray(offset, offset + RESUMABLE_CHUNK_BYTES);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/uploads/${session.id}?offset=${offset}`,
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/octet-stream', 'content-length': String(chunk.length) },
      payload: chunk,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const done = await call(who, 'POST', `/api/v1/uploads/${session.id}/complete`);
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}
