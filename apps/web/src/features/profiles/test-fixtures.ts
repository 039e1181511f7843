// The server's answers for the profile page tests: a T-esigner's and a lab's profiles, the owner's
// own, the code tables the forms pick from, refusals.
import type { CodeItem, DesignerProfile, LabProfile, MyProfiles, SessionUser } from '@dcm/shared';
import { AxiosError, AxiosHeaders, type AxiosRequestConfig } from 'axios';

export const DESIGNER = { memberNo: 21, nickname: 'cadmaster' };
export const LAB = { memberNo: 34, nickname: 'hanbitlab' };
export const CLIENT = { memberNo: 7, nickname: 'smileclinic' };
export const PHOTO_ID = '90000000-0000-4000-8000-000000000001';

const TABLES: Record<string, Array<[string, string, string]>> = {
  prosthesis: [
    ['zirconia_crown', '지르코니아 크라운', 'Zirconia crown'],
    ['emax_crown', 'e.max 크라운', 'e.max crown'],
    ['inlay', '인레이', 'Inlay'],
  ],
  cad: [
    ['exocad', '엑소캐드 (exocad)', 'exocad'],
    ['3shape', '3Shape 덴탈 시스템', '3Shape Dental System'],
    ['dentalwings', '덴탈윙스 (DWOS)', 'Dental Wings (DWOS)'],
    ['other', '기타', 'Other'],
  ],
  region: [
    ['seoul', '서울', 'Seoul'],
    ['busan', '부산', 'Busan'],
  ],
  specialization: [
    ['crown_bridge', '크라운·브릿지', 'Crown & bridge'],
    ['implant', '임플란트 보철', 'Implant prosthetics'],
    ['denture', '의치 (덴처)', 'Dentures'],
    ['orthodontics', '교정 장치', 'Orthodontics'],
    ['esthetics', '세라믹·심미 보철', 'Ceramics & esthetics'],
  ],
};

function codesFor(url: string, type: unknown): CodeItem[] | null {
  const group = /^\/api\/v1\/common\/code\/(\w+)$/.exec(url)?.[1];
  if (!group) return null;
  return (TABLES[group] ?? []).map(([code, ko, en], i) => ({ code, name: type === 'B' ? en : ko, sort: i + 1, extra: null }));
}

export function designerProfileOf(extra: Partial<DesignerProfile> = {}): DesignerProfile {
  return {
    ...DESIGNER,
    profileImageUrl: null,
    kind: 'designer',
    currency: 'KRW',
    briefIntro: 'Crowns and bridges, designed the same day.',
    companyIntro: 'A studio of five CAD technicians in Seoul.',
    foundedYear: 2015,
    technicianCount: 5,
    region: 'seoul',
    cadSoftware: ['exocad', 'other'],
    cadOther: 'Blender for Dental',
    editCount: 2,
    warrantyDays: 30,
    prosthesisTypes: ['zirconia_crown', 'inlay'],
    prices: [
      { prosthesis: 'zirconia_crown', price: 12000 },
      { prosthesis: 'inlay', price: 8000 },
    ],
    isPublic: true,
    stats: { rating: 8.5, reviewCount: 12, completedOrders: 40, responseMinutes: 150 },
    portfolio: [],
    ...extra,
  };
}

export function labProfileOf(extra: Partial<LabProfile> = {}): LabProfile {
  return {
    ...LAB,
    profileImageUrl: null,
    kind: 'lab',
    currency: 'KRW',
    businessName: 'Hanbit Dental Lab',
    introduction: 'Full-arch and implant work since 1998.',
    region: 'busan',
    prosthesisTypes: ['zirconia_crown'],
    specializations: ['implant', 'esthetics'],
    photos: [{ id: PHOTO_ID, url: `/api/v1/common/file/${PHOTO_ID}` }],
    isPublic: true,
    hasDesignerProfile: false,
    portfolio: [],
    ...extra,
  };
}

export function myDesignerProfiles(extra: Partial<DesignerProfile> = {}, saved = true): MyProfiles {
  return { kind: 'designer', designer: { ...designerProfileOf(extra), saved }, lab: null, portfolio: [] };
}

export function myLabProfiles(designer: DesignerProfile | null = null): MyProfiles {
  return {
    kind: 'lab',
    lab: { ...labProfileOf({ hasDesignerProfile: designer !== null }), saved: true },
    designer: designer && { ...designer, ...LAB, saved: true },
    portfolio: [],
  };
}

export function userOf(member: { memberNo: number; nickname: string }, memberSe: string): SessionUser {
  return {
    memberNo: member.memberNo,
    memberSe,
    memberEmail: `${member.nickname}@example.com`,
    memberHp: null,
    memberName: member.nickname,
    registerDt: '2025-01-01',
    memberMileage: 0,
    swNo: null,
    swNoName: null,
    swEtc: null,
    memberNickName: member.nickname,
    memberProfileImage: null,
    memberApprovalSe: 'B',
    memberApprovalReason: null,
    isAdmin: false,
  };
}

export function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string> }): AxiosError {
  const response = { data: { error }, status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError(error.message, 'ERR_BAD_REQUEST', response.config, null, response);
}

const paramsOf = (config: AxiosRequestConfig | undefined): Record<string, unknown> => (config?.params ?? {}) as Record<string, unknown>;

/** `http.get` answering from `routes` (url → body), the code tables, or 404. */
export function answerGet(routes: () => Record<string, unknown>) {
  return async (url: string, config?: AxiosRequestConfig) => {
    const body = routes()[url];
    if (body !== undefined) return { data: body };
    const codes = codesFor(url, paramsOf(config).type);
    if (codes) return { data: codes };
    throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  };
}
