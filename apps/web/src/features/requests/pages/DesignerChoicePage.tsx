// /request/designerChoice: the client picks the T-esigner a designated request goes to, by nickname,
// with what the T-esigner's profile and reviews say. The request form's address (its referrals, the
// T-esigner chosen before) comes along, so choosing goes straight back to the form as it was left.
import type { DesignerChoice, DesignerFacts } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { inputClass } from '../../../components/Field.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { formatRating, MISSING } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useDesignerChoice } from '../api.ts';
import { rememberDesigner } from '../request-draft.ts';

const WRITE_PATH = '/request/target/write';

function Facts({ facts }: { facts: DesignerFacts }) {
  const { t } = useTranslation('requests');
  const rating = facts.rating === null ? MISSING : formatRating(facts.rating);
  const rows = [
    ['rating', rating],
    ['reviews', t('choice.facts.reviewCount', { n: facts.reviewCount })],
    ['edits', facts.editCount === null ? MISSING : t('choice.facts.editCount', { n: facts.editCount })],
    ['warranty', facts.warrantyDays === null ? MISSING : t('choice.facts.warrantyDays', { n: facts.warrantyDays })],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {rows.map(([key, value]) => (
        <div key={key} className="flex flex-col">
          <dt className="text-ink-subtle">{t(`choice.facts.${key}`)}</dt>
          <dd className="font-medium tabular-nums" data-testid={`fact-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function DesignerChoicePage() {
  const { t } = useTranslation(['requests', 'errors']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const chosen = Number(params.get('designer')) || null;
  const [search, setSearch] = useState(q);
  const list = useDesignerChoice(q, page);

  /** The form's own query: its referrals and, once chosen, the T-esigner. */
  const formQuery = (designerNo: number | null) => {
    const next = new URLSearchParams();
    const referrals = params.get('referrals');
    if (referrals) next.set('referrals', referrals);
    if (designerNo) next.set('designer', String(designerNo));
    // Commas need no escaping in a query; the cart's links leave them as they are.
    const query = next.toString().replaceAll('%2C', ',');
    return query ? `${WRITE_PATH}?${query}` : WRITE_PATH;
  };

  const show = (next: { q?: string; page?: number }) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next.q !== undefined) {
        if (next.q) p.set('q', next.q);
        else p.delete('q');
        p.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) p.set('page', String(next.page));
        else p.delete('page');
      }
      return p;
    });

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    show({ q: search.trim() });
  };

  const choose = (designer: DesignerChoice) => {
    rememberDesigner(designer.memberNo, designer.nickname);
    void navigate(formQuery(designer.memberNo));
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Link to={formQuery(chosen)} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('requests:choice.back')}
      </Link>
      <header className="mb-5 mt-2">
        <h1 className="text-2xl font-bold">{t('requests:choice.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('requests:choice.subtitle')}</p>
      </header>

      <form role="search" onSubmit={submitSearch} className="mb-4 flex gap-2">
        <label htmlFor="designer-search" className="sr-only">
          {t('requests:choice.searchLabel')}
        </label>
        <input
          id="designer-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('requests:choice.searchPlaceholder')}
          maxLength={30}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button type="submit" className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {t('requests:choice.search')}
        </button>
      </form>

      <div aria-busy={list.isFetching} aria-live="polite">
        {list.isPending ? (
          <p className="py-10 text-center text-sm text-ink-subtle">{t('requests:choice.loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong px-4 py-12 text-center text-sm text-ink-muted" data-testid="designer-choice-empty">
            {q ? t('requests:choice.noMatch', { q }) : t('requests:choice.none')}
          </p>
        ) : (
          <>
            <p className="mb-2 text-xs text-ink-subtle">{t('requests:choice.total', { n: list.data.total })}</p>
            <ul className="flex flex-col gap-3">
              {list.data.items.map((designer) => {
                const isChosen = designer.memberNo === chosen;
                return (
                  <li
                    key={designer.memberNo}
                    data-testid="designer-choice"
                    className={`flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row sm:items-center ${isChosen ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line'}`}
                  >
                    <div className="flex min-w-0 flex-1 flex-col gap-2">
                      <h2 className="flex flex-wrap items-center gap-2 break-all text-base font-semibold">
                        {designer.nickname}
                        {isChosen && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('requests:choice.current')}</span>}
                      </h2>
                      <Facts facts={designer.facts} />
                    </div>
                    <button
                      type="button"
                      onClick={() => choose(designer)}
                      aria-label={t('requests:choice.chooseNamed', { name: designer.nickname })}
                      className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
                    >
                      {t('requests:choice.choose')}
                    </button>
                  </li>
                );
              })}
            </ul>
            <Pagination page={page} size={list.data.size} total={list.data.total} onPage={(p) => show({ page: p })} />
          </>
        )}
      </div>
    </section>
  );
}
