// The seller's legal information that Korean e-commerce law (전자상거래법 §10, 13) asks every page of
// a shop to show: company, representative, business and mail-order numbers, address, contact and
// hosting provider, with a link to the Fair Trade Commission's public lookup (decision 0030).
// Rendered here as one HTML string in each language, because the server writes it into the
// pre-rendered pages at start-up and the app renders the very same string: the hand-off moves nothing.
// Everything here is plain TypeScript, without zod: the web's start reads and renders the block with it
// (decision 0034). The schema the server reads its settings with is in seller.ts, which re-exports the rest.
import type { Locale } from '../lang.ts';

/** Text in both languages. */
interface Bilingual {
  ko: string;
  en: string;
}

/** What the operator configured (SELLER_* variables); a field left unset is not shown. seller.ts's schema reads the same shape. */
export interface SellerInfo {
  companyName?: Bilingual | undefined;
  representative?: Bilingual | undefined;
  businessNumber?: string | undefined;
  mailOrderNumber?: string | undefined;
  address?: Bilingual | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  hosting?: string | undefined;
}

/** The rows in the order Korean shops print them. */
const FIELDS = ['companyName', 'representative', 'businessNumber', 'mailOrderNumber', 'address', 'phone', 'email', 'hosting'] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Locale, Record<Field | 'lookup' | 'block', string>> = {
  ko: {
    block: '판매자 정보',
    companyName: '상호',
    representative: '대표자',
    businessNumber: '사업자등록번호',
    mailOrderNumber: '통신판매업 신고번호',
    address: '주소',
    phone: '전화',
    email: '이메일',
    hosting: '호스팅 서비스 제공자',
    lookup: '사업자정보 확인',
  },
  en: {
    block: 'Seller information',
    companyName: 'Company',
    representative: 'Representative',
    businessNumber: 'Business registration no.',
    mailOrderNumber: 'Mail-order business report no.',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    hosting: 'Hosting',
    lookup: 'Business information',
  },
};

/** The ten digits of a business registration number written with or without hyphens, else undefined. */
export function businessNumberDigits(value: string | undefined): string | undefined {
  const digits = value?.replace(/[\s-]/g, '');
  return digits && /^\d{10}$/.test(digits) ? digits : undefined;
}

/** 1234567890 → 123-45-67890, the way the number is printed; anything else as given. */
export function formatBusinessNumber(value: string): string {
  const digits = businessNumberDigits(value);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}

/** The Fair Trade Commission's public page on a mail-order business (사업자정보 확인). */
export function businessLookupUrl(businessNumber: string | undefined): string | undefined {
  const digits = businessNumberDigits(businessNumber);
  return digits ? `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${digits}` : undefined;
}

export function hasSellerInfo(seller: SellerInfo | undefined): seller is SellerInfo {
  return !!seller && FIELDS.some((field) => seller[field] !== undefined);
}

/**
 * The element the block goes into, as React renders it empty (the footer of the pre-rendered pages);
 * the server fills it in those pages at start-up.
 */
export const SELLER_INFO_SLOT = '<div data-seller-info=""></div>';
/** The id of the JSON the server puts into every page's head, read by the app at boot. */
export const SELLER_INFO_SCRIPT_ID = 'seller-info';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * The block in one language: each configured row, bilingual values in the reader's language, the
 * business number formatted and followed by the lookup link. Empty when nothing is configured.
 * Tailwind finds these classes through the @source line in apps/web/src/app/styles.css.
 */
export function sellerInfoHtml(seller: SellerInfo | undefined, locale: Locale): string {
  if (!hasSellerInfo(seller)) return '';
  const labels = LABELS[locale];
  const rows = FIELDS.flatMap((field) => {
    const value = seller[field];
    if (value === undefined) return [];
    const text = typeof value === 'string' ? (field === 'businessNumber' ? formatBusinessNumber(value) : value) : value[locale];
    const lookup = field === 'businessNumber' ? businessLookupUrl(value as string) : undefined;
    const link = lookup
      ? ` <a class="ml-1 inline-flex min-h-6 items-center whitespace-nowrap rounded border border-slate-300 px-1.5 align-middle text-slate-700 hover:bg-slate-100 hover:text-slate-900" href="${lookup}" target="_blank" rel="noopener noreferrer" data-testid="seller-lookup">${labels.lookup}</a>`
      : '';
    return `<div data-seller-field="${field}"><dt class="inline">${labels[field]}</dt> <dd class="inline break-words text-slate-700">${escapeHtml(text)}${link}</dd></div>`;
  });
  return `<div class="mx-auto max-w-6xl border-t border-slate-100 px-4 pb-8 pt-5 text-xs leading-relaxed text-slate-500"><dl class="flex flex-wrap items-baseline gap-x-4 gap-y-1" aria-label="${labels.block}">${rows.join('')}</dl></div>`;
}

/** The JSON the server puts into a page's head: safe inside <script> (no `</script>` can close it early). */
export function sellerInfoJson(seller: SellerInfo): string {
  return JSON.stringify(seller).replace(/</g, '\\u003c');
}

const BILINGUAL_FIELDS = new Set<Field>(['companyName', 'representative', 'address']);

const isBilingual = (value: unknown): value is Bilingual =>
  typeof value === 'object' && value !== null && typeof (value as Bilingual).ko === 'string' && typeof (value as Bilingual).en === 'string';

/**
 * `value` read as seller information, as seller.ts's schema reads it (unknown keys left out), without
 * zod; undefined when a field has another shape. For the JSON the server writes into every page.
 */
export function sellerInfoOf(value: unknown): SellerInfo | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const seller: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const one = (value as Record<string, unknown>)[field];
    if (one === undefined) continue;
    if (BILINGUAL_FIELDS.has(field) ? !isBilingual(one) : typeof one !== 'string') return undefined;
    seller[field] = BILINGUAL_FIELDS.has(field) ? { ko: (one as Bilingual).ko, en: (one as Bilingual).en } : one;
  }
  return seller as SellerInfo;
}
