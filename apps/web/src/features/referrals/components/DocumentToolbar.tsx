// What a document page offers around the document: back to the cart, print, PDF, edit. None of it
// is printed.
import { ChevronLeft, Download, LoaderCircle, Pencil, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { downloadErrorCode } from '../../../lib/download.ts';

interface Props {
  title: string;
  backTo: string;
  /** Where the referral (or the form) is edited; absent when it is in a request. */
  editTo?: string;
  download: () => Promise<void>;
}

const base = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-control border px-4 text-sm font-medium disabled:opacity-60';
const button = `${base} border-line bg-surface text-ink hover:bg-sunken`;
const primary = `${base} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`;

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return <LoaderCircle aria-hidden className={`animate-spin ${className}`} />;
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
      <Link to={backTo} className="-ml-1 inline-flex min-h-11 items-center gap-1 self-start rounded-control pr-2 text-sm font-medium text-ink-muted hover:text-ink">
        <ChevronLeft aria-hidden className="size-4" />
        {t('referralDoc:toolbar.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-title font-bold break-all text-ink">{title}</h1>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {t('referralDoc:toolbar.print')}
          </button>
          <button type="button" className={button} onClick={() => void onDownload()} disabled={downloading} aria-busy={downloading}>
            {downloading ? <Spinner /> : <Download aria-hidden className="size-4" />}
            {downloading ? t('referralDoc:toolbar.downloading') : t('referralDoc:toolbar.pdf')}
          </button>
          {editTo && (
            <Link to={editTo} className={primary}>
              <Pencil aria-hidden className="size-4" />
              {t('referralDoc:toolbar.edit')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
