// What the cart and the referral documents show alike: code names, sizes and moments in the
// member's language, where a referral is edited, and its files fetched with the member's token.
import { ReferralGroup, ReferralStatus, type CodeGroup, type ErrorBody, type Locale, type Referral, type UploadedFile } from '@dcm/shared';
import { AxiosError } from 'axios';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodes } from '../../lib/codes.ts';
import { errorCodeOf, http } from '../../lib/http.ts';

/** What a document shows for a value the referral does not have. */
export const MISSING = '—';

/** The locale on screen; components re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ko';
}

/** The name of a code of one code table; an unknown code shows as itself, none as "—". */
export function useCodeName(group: CodeGroup): (code: string | null | undefined) => string {
  const codes = useCodes(group);
  const names = useMemo(() => new Map((codes.data ?? []).map((c) => [c.code, c.name])), [codes.data]);
  return (code) => (code ? (names.get(code) ?? code) : MISSING);
}

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** A referral in a request is fixed until that request is cancelled. */
export const isEditable = (status: ReferralStatus): boolean => status !== ReferralStatus.Requested;

/** Simple mode edits the whole form (every patient of the group); detail mode one referral. */
export const editPathOf = (referral: Pick<Referral, 'id' | 'mode' | 'groupId'>): string =>
  referral.mode === 'simple' ? `/request/easymode?group=${referral.groupId}` : `/request/detailmode?id=${referral.id}`;

const groupOfStatus: Record<ReferralStatus, ReferralGroup> = {
  [ReferralStatus.Draft]: ReferralGroup.Draft,
  [ReferralStatus.Complete]: ReferralGroup.NotRequested,
  [ReferralStatus.Requested]: ReferralGroup.Requested,
};

/** The cart, opened on the group the referral is listed in. */
export const cartPathOf = (status?: ReferralStatus): string => (status ? `/request/basket?group=${groupOfStatus[status]}` : '/request/basket');

/** A referral number as part of a file name: whatever a file system might refuse becomes "-". */
export const fileNamePart = (text: string): string => text.replace(/[^0-9A-Za-z_-]+/g, '-').replace(/^-+|-+$/g, '');

/** How long a started download may still read its object URL before it is released. */
const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/** Attached files are private: fetched with the bearer token, then saved under their own name. */
export async function downloadFile(file: Pick<UploadedFile, 'url' | 'name'>): Promise<void> {
  const { data } = await http.get<Blob>(file.url, { responseType: 'blob', timeout: 120_000 });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** The error code of a failed download: a blob answer carries the JSON error body as bytes. */
export async function downloadErrorCode(error: unknown): Promise<string> {
  const body: unknown = error instanceof AxiosError ? error.response?.data : undefined;
  if (body instanceof Blob) {
    try {
      const parsed = JSON.parse(await body.text()) as Partial<ErrorBody>;
      if (parsed.error?.code) return parsed.error.code;
    } catch {
      // Not a JSON error body: the status decides below.
    }
  }
  return errorCodeOf(error);
}
