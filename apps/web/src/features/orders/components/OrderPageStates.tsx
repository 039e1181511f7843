// An order page before or instead of its content: loading, not found (or not the viewer's), failed.
import { ErrorCode } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf } from '../../../lib/http.ts';

/** The page's shape while it loads, so it does not jump when the answer arrives. */
export function OrderSkeleton() {
  const { t } = useTranslation('orders');
  const bar = 'rounded bg-slate-200';
  return (
    <div role="status" aria-busy className="flex flex-col gap-4" data-testid="order-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex animate-pulse flex-col gap-4" aria-hidden>
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
            <div className={`${bar} h-5 w-40`} />
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-2/3`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Another member's order and a missing one look the same: the server answers 404 for both. */
const isNotFound = (code: string) => code === ErrorCode.NotFound || code === ErrorCode.ValidationFailed;

export function OrderProblem({ error }: { error: unknown }) {
  const { t } = useTranslation(['orders', 'errors']);
  const code = errorCodeOf(error);
  const notFound = isNotFound(code);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center"
      data-testid={notFound ? 'order-not-found' : 'order-error'}
    >
      <p className="text-lg font-semibold">{notFound ? t('orders:notFound.title') : t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') })}</p>
      {notFound && <p className="text-sm text-slate-600">{t('orders:notFound.body')}</p>}
      <Link to="/payment" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        {t('orders:notFound.back')}
      </Link>
    </div>
  );
}
