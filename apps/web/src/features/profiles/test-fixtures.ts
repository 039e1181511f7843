// The server's answers for the profile page tests: a T-esigner's and a lab's profiles, the owner's
// own, the code tables the forms pick from, refusals.
import type { DesignerProfile, LabProfile, MyProfiles } from '@dcm/shared';
import { codesFrom, refusal, type CodeTables } from '../../test/page-fixtures.tsx';
import { paramsOf } from '../../test/referral-fixtures.ts';
import type { HttpConfig } from '../../lib/http.ts';

export { refusal, userOf } from '../../test/page-fixtures.tsx';

export const DESIGNER = { memberNo: 21, nickname: 'cadmaster' };
export const LAB = { memberNo: 34, nickname: 'hanbitlab' };
export const CLIENT = { memberNo: 7, nickname: 'smileclinic' };
export const PHOTO_ID = '90000000-0000-4000-8000-000000000001';

const TABLES: CodeTables = {
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

const codesFor = codesFrom(TABLES);

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

/** `http.get` answering from `routes` (url → body), the code tables, or 404. */
export function answerGet(routes: () => Record<string, unknown>) {
  return async (url: string, config?: HttpConfig) => {
    const body = routes()[url];
    if (body !== undefined) return { data: body };
    const codes = codesFor(url, paramsOf(config).type);
    if (codes) return { data: codes };
    throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  };
}
