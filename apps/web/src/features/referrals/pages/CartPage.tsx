// /request/basket (and /request/tempSaved, opened on the drafts): the client's referrals in three
// groups — not yet requested, requested, temporarily saved. Completed referrals not yet requested
// are picked here and sent together as one request. The tab and page are in the address
// (?group=&page=), so the back button and a shared link land on the same list.
import { ReferralGroup, type Referral } from '@dcm/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Pagination } from '../../../components/Pagination.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useCart, useCartCount, useCopyReferral } from '../api.ts';
import { CartItem, useReferralName } from '../components/CartItem.tsx';
import { DeleteReferralDialog } from '../components/DeleteReferralDialog.tsx';
import { SendBar } from '../components/SendBar.tsx';
import { editPathOf } from '../document-format.ts';

const GROUPS = [ReferralGroup.NotRequested, ReferralGroup.Requested, ReferralGroup.Draft] as const;
const PAGE_SIZE = 10;

const groupOf = (value: string | null): ReferralGroup | undefined => GROUPS.find((g) => g === value);

interface Props {
  /** The tab shown when the address names none (/request/tempSaved opens on the drafts). */
  initialGroup?: ReferralGroup;
}

export default function CartPage({ initialGroup = ReferralGroup.NotRequested }: Props) {
  const { t } = useTranslation(['referralCart', 'errors']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const group = groupOf(params.get('group')) ?? initialGroup;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const list = useCart({ group, page, size: PAGE_SIZE });
  const notRequestedCount = useCartCount(ReferralGroup.NotRequested);
  const requestedCount = useCartCount(ReferralGroup.Requested);
  const draftCount = useCartCount(ReferralGroup.Draft);
  const counts: Record<ReferralGroup, number | undefined> = {
    [ReferralGroup.NotRequested]: notRequestedCount,
    [ReferralGroup.Requested]: requestedCount,
    [ReferralGroup.Draft]: draftCount,
  };
  const copy = useCopyReferral();
  // One copy at a time, also for a double click that lands before the button renders as busy.
  const copying = useRef(false);
  const nameOf = useReferralName();

  // The referrals picked to send, in the order they were picked; kept across pages of the tab.
  const [picked, setPicked] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<Referral | null>(null);

  const show = (next: { group?: ReferralGroup; page?: number }) => {
    // A pick belongs to the not-requested tab; another tab starts without one.
    if (next.group) setPicked([]);
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next.group) {
        p.set('group', next.group);
        p.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) p.set('page', String(next.page));
        else p.delete('page');
      }
      return p;
    });
  };

  // Deleting the last referral of the last page leaves an empty page: show the one before it.
  const total = list.data?.total;
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  useEffect(() => {
    if (total !== undefined && !list.isPlaceholderData && page > lastPage) {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (lastPage > 1) p.set('page', String(lastPage));
          else p.delete('page');
          return p;
        },
        { replace: true },
      );
    }
  }, [total, page, lastPage, list.isPlaceholderData, setParams]);

  const togglePicked = (id: string) => setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const copyToDraft = (referral: Referral) => {
    if (copying.current) return;
    copying.current = true;
    copy.mutate(referral.id, {
      onSettled: () => {
        copying.current = false;
      },
      onSuccess: (created) => {
        toast.success(t('referralCart:copied', { name: nameOf(referral) }));
        void navigate(editPathOf(created));
      },
      onError: (error) => toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
    });
  };

  const selectable = group === ReferralGroup.NotRequested;

  return (
    <section className={`mx-auto w-full max-w-4xl px-4 py-6 sm:py-10 ${selectable && picked.length > 0 ? 'pb-40 sm:pb-28' : ''}`}>
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('referralCart:title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('referralCart:subtitle')}</p>
        </div>
        <Link to="/request" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {t('referralCart:newReferral')}
        </Link>
      </header>

      <div role="tablist" aria-label={t('referralCart:tabs.label')} className="grid grid-cols-3 border-b border-slate-200 sm:flex sm:gap-1">
        {GROUPS.map((g) => (
          <button
            key={g}
            type="button"
            role="tab"
            aria-selected={g === group}
            data-testid={`tab-${g}`}
            onClick={() => g !== group && show({ group: g })}
            className={`-mb-px flex min-h-11 flex-wrap items-center justify-center gap-x-1.5 border-b-2 px-1.5 py-1.5 text-center text-sm leading-tight sm:shrink-0 sm:flex-nowrap sm:px-3 ${
              g === group ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`referralCart:tabs.${g}`)}
            {counts[g] !== undefined && (
              <span data-testid={`count-${g}`} className={`rounded-full px-1.5 text-xs tabular-nums ${g === group ? 'bg-brand-100' : 'bg-slate-100'}`}>
                {counts[g]}
              </span>
            )}
          </button>
        ))}
      </div>

      <div role="tabpanel" aria-label={t(`referralCart:tabs.${group}`)} className="mt-4" aria-busy={list.isFetching}>
        {group === ReferralGroup.Requested && (
          <p className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="requested-hint">
            {t('referralCart:requestedHint')}
          </p>
        )}
        {selectable && (list.data?.items.length ?? 0) > 0 && <p className="mb-3 text-sm text-slate-600">{t('referralCart:selectHint')}</p>}

        {list.isPending ? (
          <p className="py-10 text-center text-sm text-slate-500">{t('referralCart:loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : list.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center" data-testid="cart-empty">
            <p className="text-sm text-slate-600">{t(`referralCart:empty.${group}`)}</p>
            <Link to="/request" className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              {t('referralCart:empty.start')}
            </Link>
          </div>
        ) : (
          <>
            <p className="mb-2 text-xs text-slate-500">{t('referralCart:total', { n: list.data.total })}</p>
            <ul className="flex flex-col gap-3">
              {list.data.items.map((referral) => (
                <CartItem
                  key={referral.id}
                  referral={referral}
                  selection={selectable ? { selected: picked.includes(referral.id), onToggle: () => togglePicked(referral.id) } : undefined}
                  copying={copy.isPending && copy.variables === referral.id}
                  onCopy={() => copyToDraft(referral)}
                  onDelete={() => setDeleting(referral)}
                />
              ))}
            </ul>
            <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={(p) => show({ page: p })} />
          </>
        )}
      </div>

      {selectable && picked.length > 0 && <SendBar referralIds={picked} onClear={() => setPicked([])} />}

      {deleting && (
        <DeleteReferralDialog
          referralId={deleting.id}
          name={nameOf(deleting)}
          onClose={() => setDeleting(null)}
          onDeleted={(id) => setPicked((ids) => ids.filter((x) => x !== id))}
        />
      )}
    </section>
  );
}
