// One referral in the cart: what it is for at a glance, and what may still be done with it.
import { describeSelection, type Referral } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from './DocumentToolbar.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { editPathOf, isEditable } from '../document-format.ts';

interface Props {
  referral: Referral;
  /** Present on the tab whose referrals can be sent: the checkbox's state and change. */
  selection?: { selected: boolean; onToggle: () => void };
  copying: boolean;
  onCopy: () => void;
  onDelete: () => void;
}

const action = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-medium disabled:opacity-60';
const plain = `${action} border-slate-300 bg-white hover:bg-slate-100`;

/** The number a dentist knows the referral by, or what stands in for it. */
export function useReferralName() {
  const { t } = useTranslation('referralCart');
  return (referral: Referral) => referral.data.referralNumber.trim() || t('item.noNumber');
}

export function CartItem({ referral, selection, copying, onCopy, onDelete }: Props) {
  const { t } = useTranslation('referralCart');
  const locale = useLocale();
  const prosthesisName = useCodeName('prosthesis');
  const nameOf = useReferralName();
  const { data } = referral;
  const number = data.referralNumber.trim();
  const name = nameOf(referral);
  const editable = isEditable(referral.status);
  const fileCount = (data.scanFileId ? 1 : 0) + data.otherFileIds.length;
  const prosthesis = data.prosthesis.filter((p) => p.type !== null);

  return (
    <li
      data-testid="cart-item"
      data-referral={referral.id}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row sm:items-start ${selection?.selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
    >
      {selection && (
        <label className="-m-1 flex min-h-11 min-w-11 cursor-pointer items-center gap-2 self-start p-1">
          <input
            type="checkbox"
            checked={selection.selected}
            onChange={selection.onToggle}
            className="h-5 w-5 accent-brand-700"
            aria-label={t('item.select', { name })}
          />
          <span aria-hidden className="text-sm text-slate-600 sm:hidden">
            {t('item.selectShort')}
          </span>
        </label>
      )}

      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className={`break-all text-base font-semibold ${number ? '' : 'text-slate-500'}`}>{name}</h2>
          <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700">{t(`item.mode.${referral.mode}`)}</span>
        </div>

        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('item.prosthesis')}</dt>
          <dd className="break-words">
            {prosthesis.length === 0
              ? t('item.noProsthesis')
              : prosthesis.map((p) => t('item.prosthesisItem', { name: prosthesisName(p.type), n: p.count ?? '—' })).join(', ')}
          </dd>
          <dt className="text-slate-500">{t('item.teeth')}</dt>
          <dd className="break-words">{describeSelection(data.teeth, locale)}</dd>
          <dt className="text-slate-500">{t('item.files')}</dt>
          <dd className="tabular-nums">{t('item.fileCount', { n: fileCount })}</dd>
          <dt className="text-slate-500">{t('item.savedAt')}</dt>
          <dd>
            <time dateTime={referral.updatedAt}>{formatDateTime(referral.updatedAt, locale)}</time>
          </dd>
        </dl>
      </div>

      <div role="group" aria-label={t('actions.label', { name })} className="grid grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-col sm:items-stretch">
        <Link to={`/request/view/doc/${referral.id}`} className={plain}>
          {t('actions.view')}
        </Link>
        {editable && (
          <Link to={editPathOf(referral)} className={plain}>
            {t('actions.edit')}
          </Link>
        )}
        <button type="button" className={plain} onClick={onCopy} disabled={copying} aria-busy={copying}>
          {copying && <Spinner />}
          {copying ? t('actions.copying') : t('actions.copy')}
        </button>
        {editable && (
          <button type="button" className={`${action} border-red-200 bg-white text-red-700 hover:bg-red-50`} onClick={onDelete}>
            {t('actions.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
