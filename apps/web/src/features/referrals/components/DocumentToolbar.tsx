// What a document page offers around the document: back to the cart, print, PDF, edit. None of it
// is printed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { downloadErrorCode } from '../../../lib/download.ts';

interface Props {
  title: string;
  backTo: string;
  /** Where the referral (or the form) is edited; absent when it is in a request. */
  editTo?: string;
  download: () => Promise<void>;
}

const base = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-medium disabled:opacity-60';
const button = `${base} border-slate-300 bg-white hover:bg-slate-100`;
const primary = `${base} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`;

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={`animate-spin ${className}`} fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity={0.25} strokeWidth={3} />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
    </svg>
  );
}

export function DocumentToolbar({ title, backTo, editTo, download }: Props) {
  const { t } = useTranslation(['referralDoc', 'errors']);
  const [downloading, setDownloading] = useState(false);

  const onDownload = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      const code = await downloadErrorCode(error);
      toast.error(t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mb-5 flex flex-col gap-3 print:hidden" data-testid="document-toolbar">
      <Link to={backTo} className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-slate-600 hover:text-slate-900">
        <svg viewBox="0 0 20 20" aria-hidden className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="M12.5 4.5 7 10l5.5 5.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('referralDoc:toolbar.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={() => window.print()}>
            {t('referralDoc:toolbar.print')}
          </button>
          <button type="button" className={button} onClick={() => void onDownload()} disabled={downloading} aria-busy={downloading}>
            {downloading && <Spinner />}
            {downloading ? t('referralDoc:toolbar.downloading') : t('referralDoc:toolbar.pdf')}
          </button>
          {editTo && (
            <Link to={editTo} className={primary}>
              {t('referralDoc:toolbar.edit')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
