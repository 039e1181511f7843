// One referral going into a request: its number, what is made and for which teeth, at a glance, with
// a way to leave it out before sending.
import { describeSelection, type Referral } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';
import { useLocale } from '../../../lib/format.ts';

interface Props {
  referral: Referral;
  /** The server's word on this referral (e.g. it is no longer complete). */
  error?: string;
  onRemove?: () => void;
}

export function ChosenReferral({ referral, error, onRemove }: Props) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const prosthesisName = useCodeName('prosthesis');
  const { data } = referral;
  const number = data.referralNumber.trim();
  const name = number || t('referral.noNumber');
  const prosthesis = data.prosthesis.filter((p) => p.type !== null);
  const errorId = `referral-${referral.id}-error`;

  return (
    <li
      data-testid="chosen-referral"
      data-referral={referral.id}
      aria-describedby={error ? errorId : undefined}
      className={`flex flex-col gap-2 rounded-xl border bg-white p-4 sm:flex-row sm:items-start ${error ? 'border-red-300' : 'border-line'}`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className={`break-all font-semibold ${number ? '' : 'text-ink-subtle'}`}>{name}</h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-subtle">{t('referral.prosthesis')}</dt>
          <dd className="break-words">{prosthesis.map((p) => t('referral.prosthesisItem', { name: prosthesisName(p.type), n: p.count ?? '—' })).join(', ')}</dd>
          <dt className="text-ink-subtle">{t('referral.teeth')}</dt>
          <dd className="break-words">{describeSelection(data.teeth, locale)}</dd>
        </dl>
        {error && (
          <p id={errorId} className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-col">
        <Link to={`/request/view/doc/${referral.id}`} className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong bg-white px-3 text-sm font-medium hover:bg-sunken">
          {t('referral.view')}
        </Link>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('referral.removeNamed', { name })}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong bg-white px-3 text-sm font-medium text-ink-muted hover:bg-sunken"
          >
            {t('referral.remove')}
          </button>
        )}
      </div>
    </li>
  );
}
