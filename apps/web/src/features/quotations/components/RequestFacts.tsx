// The request a quotation is about, as one card of facts: until when it takes quotations, the delivery
// deadline, what it asks for (prosthesis types and units) and on which teeth; for a T-esigner also
// whose request it is. The page's header carries its name (referral numbers) and status.
import type { RequestDetail } from '@dcm/shared';
import { CalendarCheck, CalendarClock, Layers, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToothIcon } from '../../../components/ToothIcon.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';

interface Props {
  request: RequestDetail;
  /** The client's nickname: for a T-esigner pricing it, not for the client comparing their own request. */
  showClient?: boolean;
}

export function RequestFacts({ request, showClient = false }: Props) {
  const { t } = useTranslation('quotations');
  const locale = useLocale();
  const prosthesisName = useCodeName('prosthesis');
  return (
    <section aria-label={t('request.label')} className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5" data-testid="request-facts">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 text-sm lg:grid-cols-4">
        <Fact icon={CalendarClock} label={t('request.quoteExpiresAt')}>
          <time dateTime={request.quoteExpiresAt}>{formatDateTime(request.quoteExpiresAt, locale)}</time>
        </Fact>
        <Fact icon={CalendarCheck} label={t('request.deadlineAt')}>
          <time dateTime={request.deadlineAt}>{formatDateTime(request.deadlineAt, locale)}</time>
        </Fact>
        {showClient && (
          <Fact icon={UserRound} label={t('request.client')}>
            <span className="break-all">{request.client.nickname}</span>
          </Fact>
        )}
        <Fact icon={Layers} label={t('request.units')} wide>
          <ul className="flex flex-wrap gap-1.5">
            {request.units.map((unit) => (
              <li key={unit.type} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
                {t('request.unitItem', { name: prosthesisName(unit.type), count: unit.count })}
              </li>
            ))}
          </ul>
        </Fact>
        {request.teeth.length > 0 && (
          <Fact icon={ToothIcon} label={t('request.teeth')} wide>
            <span className="font-medium tabular-nums">{request.teeth.join(' ')}</span>
          </Fact>
        )}
      </dl>
    </section>
  );
}

/** A lucide icon or the tooth outline: both take a class and nothing else here. */
type FactIcon = (props: { className?: string }) => ReactNode;

function Fact({ icon: Icon, label, wide = false, children }: { icon: FactIcon; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${wide ? 'col-span-2 lg:col-span-1' : ''}`}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-subtle">
        <span aria-hidden className="shrink-0">
          <Icon className="size-3.5" />
        </span>
        {label}
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
