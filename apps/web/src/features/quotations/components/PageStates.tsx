// A quotations page before or instead of its content: loading, not found, failed.
import { ErrorCode } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf } from '../../../lib/http.ts';

/** The page's shape while it loads, so it does not jump when the answer arrives. */
export function PageSkeleton({ blocks = 3 }: { blocks?: number }) {
  const { t } = useTranslation('quotations');
  const bar = 'rounded bg-slate-200';
  return (
    <div role="status" aria-busy className="flex flex-col gap-4" data-testid="quotations-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex animate-pulse flex-col gap-4" aria-hidden>
        <div className={`${bar} h-7 w-48`} />
        <div className={`${bar} h-4 w-64 max-w-full`} />
        {Array.from({ length: blocks }, (_, i) => (
          <div key={i} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <div className={`${bar} h-4 w-32`} />
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-2/3`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Another member's request and a missing one look the same: the server answers 404 for both. */
const isNotFound = (code: string) => code === ErrorCode.NotFound || code === ErrorCode.ValidationFailed;

interface ProblemProps {
  /** The failed query's error; null when the address names no request at all. */
  error: unknown;
  backTo: string;
  backLabel: string;
}

export function PageProblem({ error, backTo, backLabel }: ProblemProps) {
  const { t } = useTranslation(['quotations', 'errors']);
  const code = error === null ? ErrorCode.NotFound : errorCodeOf(error);
  const notFound = isNotFound(code);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center"
      data-testid={notFound ? 'quotations-not-found' : 'quotations-error'}
    >
      <p className="text-lg font-semibold">{notFound ? t('quotations:notFound.title') : t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') })}</p>
      {notFound && <p className="text-sm text-slate-600">{t('quotations:notFound.body')}</p>}
      <Link to={backTo} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        {backLabel}
      </Link>
    </div>
  );
}
