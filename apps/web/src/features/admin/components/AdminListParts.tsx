// What the admin console's list pages share: a value of the address among a list, the page header,
// the status tabs (underlined, with counts when known), and the list's loading, error and empty states.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/http.ts';

/** `value` when it is one of `list`: an address parameter read safely. */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((v) => v === value);

export const tabClass = (selected: boolean) =>
  `-mb-px flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm ${
    selected ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;

export function AdminPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="mb-5">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
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
    <div role="tablist" aria-label={label} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
      {tabs.map((tab) => (
        <button key={tab} type="button" role="tab" aria-selected={tab === current} data-testid={`status-${tab}`} onClick={() => onChange(tab)} className={tabClass(tab === current)}>
          {nameOf(tab)}
          {counts[tab] !== undefined && <span className={`rounded-full px-1.5 text-xs tabular-nums ${tab === current ? 'bg-brand-100' : 'bg-slate-100'}`}>{counts[tab]}</span>}
        </button>
      ))}
    </div>
  );
}

/** A list query's states: loading, its error in the admin's language, empty, else the list itself. */
export function ListStates<D extends { items: unknown[] }>({ list, empty, emptyTestId, children }: { list: UseQueryResult<D>; empty: string; emptyTestId: string; children: (data: D) => ReactNode }) {
  const { t } = useTranslation(['admin', 'errors']);
  return (
    <div className="mt-4" aria-busy={list.isFetching}>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-slate-500">{t('admin:list.loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 py-10 text-center text-sm text-slate-500" data-testid={emptyTestId}>
          {empty}
        </p>
      ) : (
        children(list.data)
      )}
    </div>
  );
}
