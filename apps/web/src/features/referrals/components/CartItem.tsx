// One referral in the cart: what it is for at a glance, and what may still be done with it.
import { describeSelection, type Referral } from '@dcm/shared';
import { Copy, Eye, Pencil, Trash2 } from 'lucide-react';
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

const action = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control border px-3 text-sm font-medium disabled:opacity-60';
const plain = `${action} border-line bg-surface text-ink hover:bg-sunken`;

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
      className={`flex flex-col gap-3 rounded-card border bg-surface p-4 shadow-card sm:flex-row sm:items-start sm:gap-4 sm:p-5 ${
        selection?.selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line'
      }`}
    >
      {selection && (
        <label className="-m-1 flex min-h-11 min-w-11 cursor-pointer items-center gap-2 self-start p-1">
          <input
            type="checkbox"
            checked={selection.selected}
            onChange={selection.onToggle}
            className="size-5 accent-brand-700"
            aria-label={t('item.select', { name })}
          />
          <span aria-hidden className="text-sm text-ink-muted sm:hidden">
            {t('item.selectShort')}
          </span>
        </label>
      )}

      <div className="flex min-w-0 flex-1 flex-col gap-2.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className={`break-all text-base font-bold ${number ? 'text-ink' : 'text-ink-subtle'}`}>{name}</h2>
          <span className="rounded-full bg-sunken px-2 py-0.5 text-xs font-medium text-ink-muted">{t(`item.mode.${referral.mode}`)}</span>
        </div>

        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
          <dt className="text-ink-subtle">{t('item.prosthesis')}</dt>
          <dd className="break-words text-ink">
            {prosthesis.length === 0
              ? t('item.noProsthesis')
              : prosthesis.map((p) => t('item.prosthesisItem', { name: prosthesisName(p.type), n: p.count ?? '—' })).join(', ')}
          </dd>
          <dt className="text-ink-subtle">{t('item.teeth')}</dt>
          <dd className="break-words text-ink">{describeSelection(data.teeth, locale)}</dd>
          <dt className="text-ink-subtle">{t('item.files')}</dt>
          <dd className="tabular-nums text-ink">{t('item.fileCount', { n: fileCount })}</dd>
          <dt className="text-ink-subtle">{t('item.savedAt')}</dt>
          <dd className="text-ink">
            <time dateTime={referral.updatedAt}>{formatDateTime(referral.updatedAt, locale)}</time>
          </dd>
        </dl>
      </div>

      <div role="group" aria-label={t('actions.label', { name })} className="grid grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap sm:justify-end lg:max-w-72">
        <Link to={`/request/view/doc/${referral.id}`} className={plain}>
          <Eye aria-hidden className="size-4" />
          {t('actions.view')}
        </Link>
        {editable && (
          <Link to={editPathOf(referral)} className={plain}>
            <Pencil aria-hidden className="size-4" />
            {t('actions.edit')}
          </Link>
        )}
        <button type="button" className={plain} onClick={onCopy} disabled={copying} aria-busy={copying}>
          {copying ? <Spinner /> : <Copy aria-hidden className="size-4" />}
          {copying ? t('actions.copying') : t('actions.copy')}
        </button>
        {editable && (
          <button type="button" className={`${action} border-danger-200 bg-surface text-danger-700 hover:bg-danger-50`} onClick={onDelete}>
            <Trash2 aria-hidden className="size-4" />
            {t('actions.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
