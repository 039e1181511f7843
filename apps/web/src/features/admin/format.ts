import i18n from '../../lib/i18n.ts';
import { dateFormat } from '../../lib/format.ts';

/** A moment in the viewer's time zone and language (ARCHITECTURE §4: stored in UTC). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(i18n.language === 'en' ? 'en' : 'ko', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(i18n.language === 'en' ? 'en' : 'ko', { dateStyle: 'medium' }).format(date);
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
