// What the notice list's "view more" items do: copy a notice's address, or hand it to the phone's
// share sheet (falling back to copying where the browser has none).
import { toast } from '../../../lib/toast.tsx';
import i18n from '../../../lib/i18n.ts';

export const noticeUrl = (base: string, id: string) => `${window.location.origin}${base}?id=${encodeURIComponent(id)}`;

export async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(i18n.t('content:notice.copied'));
  } catch {
    toast.error(i18n.t('content:notice.copyFailed'));
  }
}

export async function shareLink(url: string, title: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // The member closed the share sheet: nothing to say.
    }
    return;
  }
  await copyLink(url);
}
