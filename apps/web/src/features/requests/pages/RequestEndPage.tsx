// /request/end?id=: the request just sent, as the server holds it: what went out and to whom, the
// expiry and deadline in the viewer's own time zone (named, since clients and T-esigners may be in
// different ones), and what happens next for this kind of request.
import { RequestType, type RequestDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RequestStatusBadge } from '../../../components/StatusBadge.tsx';
import { dateFormat, useLocale } from '../../../lib/format.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useRequest } from '../api.ts';

/** A moment in the viewer's time zone, with the zone's short name (KST, GMT+9, EST…). */
function formatMoment(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

const link = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold';

function Sent({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const kind = request.type === RequestType.Designated ? RequestType.Designated : RequestType.Public;
  const zone = useViewerTimeZone();
  const steps = kind === RequestType.Designated ? (['answer', 'pay', 'work'] as const) : (['quotes', 'choose', 'pay'] as const);

  return (
    <>
      <header className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 className="text-2xl font-bold">{t(`end.title.${kind}`)}</h1>
        <p className="text-ink-muted">
          {kind === RequestType.Designated ? t('end.lead.designated', { name: request.designer?.nickname ?? '—' }) : t('end.lead.public')}
        </p>
      </header>

      <section aria-labelledby="end-summary-title" className="mt-8 rounded-xl border border-line bg-white p-4 sm:p-5">
        <h2 id="end-summary-title" className="text-lg font-bold">
          {t('end.summary.title')}
        </h2>
        {/* The status is one labelled fact among the others: a badge beside the heading read as a second title (issue 31). */}
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-subtle">{t('end.summary.status')}</dt>
          <dd>
            <RequestStatusBadge status={request.status} />
          </dd>
          <dt className="text-ink-subtle">{t('end.summary.type')}</dt>
          <dd data-testid="end-type">{t(`type.${kind}`)}</dd>
          <dt className="text-ink-subtle">{t('end.summary.referrals')}</dt>
          <dd data-testid="end-referrals">{t('end.summary.referralCount', { n: request.referralCount })}</dd>
          {kind === RequestType.Designated && (
            <>
              <dt className="text-ink-subtle">{t('end.summary.designer')}</dt>
              <dd className="break-all font-medium" data-testid="end-designer">
                {request.designer?.nickname ?? '—'}
              </dd>
            </>
          )}
          <dt className="text-ink-subtle">{t(`end.summary.expiry.${kind}`)}</dt>
          <dd>
            <time dateTime={request.quoteExpiresAt} data-testid="end-expiry">
              {formatMoment(request.quoteExpiresAt, locale)}
            </time>
          </dd>
          <dt className="text-ink-subtle">{t('end.summary.deadline')}</dt>
          <dd>
            <time dateTime={request.deadlineAt} data-testid="end-deadline">
              {formatMoment(request.deadlineAt, locale)}
            </time>
          </dd>
        </dl>
        <p className="mt-3 text-xs text-ink-subtle">{t('end.summary.timeZone', { zone })}</p>
      </section>

      <section aria-labelledby="end-next-title" className="mt-6">
        <h2 id="end-next-title" className="text-lg font-bold">
          {t('end.next.title')}
        </h2>
        <ol className="mt-3 flex flex-col gap-3">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {i + 1}
              </span>
              <p className="pt-0.5 text-ink-muted">{t(`end.next.${kind}.${step}`, { expiry: formatMoment(request.quoteExpiresAt, locale) })}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to={`/request/view/${request.id}`} className={`${link} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('end.viewRequest')}
        </Link>
        <Link to="/request" className={`${link} border border-line-strong bg-white text-ink hover:bg-sunken`}>
          {t('end.requestList')}
        </Link>
      </div>
    </>
  );
}

export default function RequestEndPage() {
  const { t } = useTranslation(['requests', 'common', 'errors']);
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const request = useRequest(id);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12" data-testid="request-end">
      {!id || request.isError ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <h1 className="text-2xl font-bold">{t('requests:end.missing.title')}</h1>
          <p role="alert" className="text-ink-muted">
            {request.isError ? t(`errors:${errorCodeOf(request.error)}`, { defaultValue: t('errors:INTERNAL') }) : t('requests:end.missing.body')}
          </p>
          <Link to="/request" className={`${link} bg-brand-700 text-white hover:bg-brand-800`}>
            {t('requests:end.requestList')}
          </Link>
        </div>
      ) : request.isPending ? (
        <p className="py-10 text-center text-sm text-ink-subtle">{t('requests:end.loading')}</p>
      ) : (
        <Sent request={request.data} />
      )}
    </section>
  );
}
