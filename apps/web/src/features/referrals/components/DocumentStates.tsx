// A document page before or instead of its document: loading, not found, failed.
import { ErrorCode } from '@dcm/shared';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Illustration } from '../../../components/ui/Illustration.tsx';
import { errorCodeOf } from '../../../lib/http.ts';

/** The shape of a document while it loads, so the page does not jump when it arrives. */
export function DocumentSkeleton() {
  const { t } = useTranslation('referralDoc');
  const bar = 'rounded bg-sunken';
  return (
    <div role="status" aria-busy className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6" data-testid="document-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex animate-pulse flex-col gap-4" aria-hidden>
        <div className={`${bar} h-3 w-24`} />
        <div className={`${bar} h-6 w-48`} />
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col gap-2 border-t border-line pt-4">
            <div className={`${bar} h-3 w-28`} />
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-2/3`} />
          </div>
        ))}
        <div className={`${bar} h-28 w-full max-w-xl`} />
      </div>
    </div>
  );
}

/** Another member's referral, or none at all: the answer does not say which. */
const isNotFound = (code: string) => code === ErrorCode.NotFound || code === ErrorCode.ValidationFailed;

export function DocumentProblem({ error }: { error: unknown }) {
  const { t } = useTranslation(['referralDoc', 'errors']);
  const code = error === null ? ErrorCode.NotFound : errorCodeOf(error);
  const notFound = isNotFound(code);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center"
      data-testid={notFound ? 'document-not-found' : 'document-error'}
    >
      <Illustration kind={notFound ? 'documents' : 'error'} />
      <p className="text-heading font-bold text-ink">{notFound ? t('referralDoc:notFound.title') : t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') })}</p>
      {notFound && <p className="max-w-sm text-sm text-ink-muted">{t('referralDoc:notFound.body')}</p>}
      <Link to="/request/basket" className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        <ShoppingCart aria-hidden className="size-4" />
        {t('referralDoc:notFound.toCart')}
      </Link>
    </div>
  );
}
