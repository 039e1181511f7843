import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/http.ts';
import { fetchDocumentUrl, type AdminMemberDocument } from '../api.ts';
import { formatBytes } from '../../../lib/format.ts';

/** How long an opened tab may still reload its document before the object URL is released. */
const OPENED_URL_LIFETIME_MS = 60_000;

function openWithLink(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.target = '_blank';
  a.rel = 'noopener';
  a.click();
}

interface Props {
  label: string;
  document: AdminMemberDocument | null;
}

/** One private document: an image previews here, any document opens in a new tab. */
export function MemberDocument({ label, document: doc }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isImage = doc?.mime.startsWith('image/') ?? false;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  if (!doc) {
    return (
      <div className="rounded-lg border border-dashed border-line-strong p-3">
        <p className="text-sm font-medium">{label}</p>
        <p className="text-sm text-ink-subtle">{t('admin:documents.missing')}</p>
      </div>
    );
  }

  const fail = (e: unknown) => setError(t(`errors:${errorCodeOf(e)}`, { defaultValue: t('errors:INTERNAL') }));

  const togglePreview = async () => {
    if (preview) {
      setPreview(null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setPreview(await fetchDocumentUrl(doc.url));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const open = async () => {
    // The tab opens during the click, so no pop-up blocker stops it; the document follows.
    const tab = window.open('', '_blank');
    setBusy(true);
    setError(null);
    try {
      const url = await fetchDocumentUrl(doc.url);
      if (tab) tab.location.href = url;
      else openWithLink(url);
      setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
    } catch (e) {
      tab?.close();
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const button = 'rounded-md border border-line-strong bg-white px-3 py-1.5 text-sm font-medium hover:bg-sunken disabled:opacity-60';
  return (
    <div className="rounded-lg border border-line p-3" data-testid="member-document">
      <p className="text-sm font-medium">{label}</p>
      <p className="truncate text-sm text-ink-subtle">
        {doc.name} · {formatBytes(doc.size)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {isImage && (
          <button type="button" className={button} disabled={busy} onClick={() => void togglePreview()} aria-expanded={!!preview}>
            {preview ? t('admin:documents.hidePreview') : t('admin:documents.preview')}
          </button>
        )}
        <button type="button" className={button} disabled={busy} onClick={() => void open()}>
          {t('admin:documents.open')}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      {preview && <img src={preview} alt={t('admin:documents.previewAlt', { name: label })} className="mt-3 max-h-96 w-full rounded-md border border-line object-contain" />}
    </div>
  );
}
