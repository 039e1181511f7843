// Referrals and code tables for the cart and document tests: the server's answers, built here.
import { ReferralDraft, type CodeItem, type Referral, type ReferralData, type ReferralStatus } from '@dcm/shared';

const CODES: Record<string, Record<'A' | 'B', [string, string][]>> = {
  prosthesis: {
    A: [['zirconia_crown', '지르코니아 크라운'], ['inlay', '인레이']],
    B: [['zirconia_crown', 'Zirconia crown'], ['inlay', 'Inlay']],
  },
  processing: { A: [['milling', '밀링']], B: [['milling', 'Milling']] },
  implant: { A: [['osstem_ts3', '오스템 TS III']], B: [['osstem_ts3', 'Osstem TS III']] },
  pontic: { A: [['ovate', '난형 (오베이트)']], B: [['ovate', 'Ovate']] },
};

/** GET /api/v1/common/code/:group in the language of `type` (A Korean, B other). */
export function codesFor(url: string, type: unknown): CodeItem[] | undefined {
  const group = /\/api\/v1\/common\/code\/(\w+)$/.exec(url)?.[1];
  if (!group) return undefined;
  const rows = CODES[group]?.[type === 'B' ? 'B' : 'A'] ?? [];
  return rows.map(([code, name], i) => ({ code, name, sort: i + 1, extra: null }));
}

/** The query parameters of a mocked `http.get` call. */
export const paramsOf = (config: { params?: unknown } | undefined): Record<string, unknown> => (config?.params ?? {}) as Record<string, unknown>;

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function referralOf(status: ReferralStatus, data: Partial<ReferralData> = {}, extra: Partial<Referral> = {}): Referral {
  return {
    id: uuid(),
    clientNo: 7,
    mode: 'detail',
    status,
    groupId: uuid(),
    data: { ...ReferralDraft.parse({}), ...data },
    files: [],
    createdAt: '2025-04-01T01:00:00.000Z',
    updatedAt: '2025-04-02T03:30:00.000Z',
    ...extra,
  };
}
