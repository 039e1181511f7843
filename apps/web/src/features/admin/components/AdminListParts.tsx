// What the admin console's list pages share: a value of the address among a list, the page header,
// the status tabs (underlined, with counts when known), the list's loading, error and empty states, the
// table pages' rows and the button that opens a new item's form, and the filters kept in the address (a
// search box, selects, the page) with the paged list they drive.
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/buttons.ts';
import { inputClass } from '../../../components/Field.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate, type SearchParamsUpdate } from '../../../lib/search-params.ts';

/** `value` when it is one of `list`: an address parameter read safely. */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((v) => v === value);

export const tabClass = (selected: boolean) =>
  `-mb-px flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm ${
    selected ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'
  }`;

export function AdminPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>
    </header>
  );
}

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly T[];
  current: T;
  nameOf: (tab: T) => string;
  onChange: (tab: T) => void;
  counts?: Partial<Record<T, number>>;
}

export function StatusTabs<T extends string>({ label, tabs, current, nameOf, onChange, counts = {} }: TabsProps<T>) {
  return (
    <div role="tablist" aria-label={label} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
      {tabs.map((tab) => (
        <button key={tab} type="button" role="tab" aria-selected={tab === current} data-testid={`status-${tab}`} onClick={() => onChange(tab)} className={tabClass(tab === current)}>
          {nameOf(tab)}
          {counts[tab] !== undefined && <span className={`rounded-full px-1.5 text-xs tabular-nums ${tab === current ? 'bg-brand-100' : 'bg-sunken'}`}>{counts[tab]}</span>}
        </button>
      ))}
    </div>
  );
}

/** A list query's states: loading, its error in the admin's language, empty, else the list itself. */
export function ListStates<D extends { items: unknown[] }>({ list, empty, emptyTestId, children }: { list: UseQueryResult<D>; empty: string; emptyTestId: string; children: (data: D) => ReactNode }) {
  const { t } = useTranslation(['admin', 'errors']);
  return (
    <div aria-busy={list.isFetching}>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-ink-subtle">{t('admin:list.loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong py-10 text-center text-sm text-ink-subtle" data-testid={emptyTestId}>
          {empty}
        </p>
      ) : (
        children(list.data)
      )}
    </div>
  );
}

interface ItemListProps<D extends { items: unknown[] }> {
  list: UseQueryResult<D>;
  empty: string;
  emptyTestId: string;
  renderItem: (item: D['items'][number]) => ReactNode;
}

/** A table page's list: its states, else its rows one under the other (unpaged). */
export function ItemList<D extends { items: unknown[] }>({ list, empty, emptyTestId, renderItem }: ItemListProps<D>) {
  return (
    <ListStates list={list} empty={empty} emptyTestId={emptyTestId}>
      {(data) => <ul className="flex flex-col gap-2">{data.items.map(renderItem)}</ul>}
    </ListStates>
  );
}

/** The button that opens the form of a new item; the form takes its place while open. */
export function NewItemButton({ label, onClick, testId, disabled }: { label: string; onClick: () => void; testId?: string; disabled?: boolean }) {
  return (
    <button type="button" className={primaryButton} data-testid={testId} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

/** The filters a list page keeps in the address: the page, the search text (with its draft), and `update`. */
export function useAddressFilters() {
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q')?.trim() || undefined;
  const [draft, setDraft] = useState(q ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || null, page: null });
  };
  return { params, update, page, q, draft, setDraft, apply };
}

type AddressFilters = ReturnType<typeof useAddressFilters>;

/** The search form of a list page: the search box, the page's selects (children), and apply. */
export function AddressSearchForm({ filters, gridClass, children }: { filters: AddressFilters; gridClass: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <form role="search" onSubmit={filters.apply} className={`grid gap-2 ${gridClass} sm:items-end`}>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('orders.search')}
        <input className={inputClass} value={filters.draft} maxLength={100} placeholder={t('orders.searchExample')} onChange={(e) => filters.setDraft(e.target.value)} />
      </label>
      {children}
      <button type="submit" className={secondaryButton}>
        {t('orders.apply')}
      </button>
    </form>
  );
}

interface AddressSelectProps<T extends string> {
  label: string;
  /** The address key it sets; choosing goes back to the first page. */
  param: string;
  options: readonly T[];
  value: T | undefined;
  nameOf: (option: T) => string;
  update: SearchParamsUpdate;
}

/** A filter select kept in the address, with an "all" choice that removes it. */
export function AddressSelect<T extends string>({ label, param, options, value, nameOf, update }: AddressSelectProps<T>) {
  const { t } = useTranslation('admin');
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select className={inputClass} value={value ?? ''} onChange={(e) => update({ [param]: e.target.value || null, page: null })}>
        <option value="">{t('orders.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {nameOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

interface PagedListProps<D extends { items: unknown[]; total: number }> {
  list: UseQueryResult<D>;
  empty: string;
  emptyTestId: string;
  /** The line above the rows, given the total. */
  totalText: (total: number) => string;
  page: number;
  size: number;
  update: SearchParamsUpdate;
  renderItem: (item: D['items'][number]) => ReactNode;
}

/** A paged list's states, its total, its rows and its pagination (the page kept in the address). */
export function PagedList<D extends { items: unknown[]; total: number }>({ list, empty, emptyTestId, totalText, page, size, update, renderItem }: PagedListProps<D>) {
  return (
    <ListStates list={list} empty={empty} emptyTestId={emptyTestId}>
      {(data) => (
        <>
          <p className="mb-2 text-xs text-ink-subtle">{totalText(data.total)}</p>
          <ul className="flex flex-col gap-2">{data.items.map(renderItem)}</ul>
          <Pagination page={page} size={size} total={data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
        </>
      )}
    </ListStates>
  );
}
