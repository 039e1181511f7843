// /admin/members: the operator's approval console. Everything the page shows is in the address
// (?status=&kind=&q=&page=&member=), so a member's file can be linked and the back button works.
import { ApprovalStatus, MemberType } from '@dcm/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useAdminMemberCounts, useAdminMembers } from '../api.ts';
import { MemberDetail } from '../components/MemberDetail.tsx';
import { MemberList } from '../components/MemberList.tsx';
import { Pagination } from '../../../components/Pagination.tsx';

const TABS = [ApprovalStatus.Pending, ApprovalStatus.Approved, ApprovalStatus.Rejected, ApprovalStatus.Suspended] as const;
const KINDS = [MemberType.Client, MemberType.Lab, MemberType.Designer] as const;
const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((v) => v === value);

export default function AdminMembersPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const [params] = useSearchParams();
  const status = oneOf(TABS, params.get('status')) ?? ApprovalStatus.Pending;
  const kind = oneOf(KINDS, params.get('kind'));
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const memberParam = Number(params.get('member'));
  const selected = Number.isInteger(memberParam) && memberParam > 0 ? memberParam : null;

  const update = useSearchParamsUpdate();

  // The search box waits for a pause in typing before it asks the server.
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => update({ q: text.trim(), page: null }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `update` is rebuilt each render; the pause restarts only when the text or the query changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q]);

  const filters = { status, kind, q: q || undefined, page, size: PAGE_SIZE };
  const list = useAdminMembers(filters);
  const counts = useAdminMemberCounts(TABS, { kind, q: q || undefined });

  const linkTo = (memberNo: number) => {
    const next = new URLSearchParams(params);
    next.set('member', String(memberNo));
    return `?${next.toString()}`;
  };

  return (
    <Page width="working">
      <header className={selected ? 'hidden lg:block' : undefined}>
        <h1 className="text-2xl font-bold">{t('admin:title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin:subtitle')}</p>
      </header>

      <div className={selected ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-6' : ''}>
        <div className={selected ? 'hidden lg:block' : ''} data-testid="member-list">
          <div role="tablist" aria-label={t('admin:status.label')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
            {TABS.map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={tab === status}
                data-testid={`tab-${tab}`}
                onClick={() => update({ status: tab, page: null })}
                className={`-mb-px flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm ${
                  tab === status ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {t(`admin:status.${tab}`)}
                {counts[tab] !== undefined && (
                  <span className={`rounded-full px-1.5 text-xs tabular-nums ${tab === status ? 'bg-brand-100' : 'bg-sunken'}`}>{counts[tab]}</span>
                )}
              </button>
            ))}
          </div>

          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <label className="sr-only" htmlFor="admin-member-kind">
              {t('admin:kind.label')}
            </label>
            <select
              id="admin-member-kind"
              value={kind ?? ''}
              onChange={(e) => update({ kind: e.target.value || null, page: null })}
              className="rounded-lg border border-line-strong bg-white px-3 py-2.5 text-sm sm:w-44"
            >
              <option value="">{t('admin:kind.all')}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`admin:kind.${k}`)}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor="admin-member-search">
              {t('admin:search.label')}
            </label>
            <input
              id="admin-member-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('admin:search.placeholder')}
              className="min-w-0 flex-1 rounded-lg border border-line-strong px-3 py-2.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
            />
          </div>

          <div className="mt-4" aria-busy={list.isFetching}>
            {list.isPending ? (
              <p className="py-10 text-center text-sm text-ink-subtle">{t('admin:list.loading')}</p>
            ) : list.isError ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
              </p>
            ) : list.data.items.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line-strong py-10 text-center text-sm text-ink-subtle" data-testid="member-list-empty">
                {t('admin:list.empty')}
              </p>
            ) : (
              <>
                <p className="mb-2 text-xs text-ink-subtle">{t('admin:list.total', { count: list.data.total })}</p>
                <MemberList members={list.data.items} selected={selected} linkTo={linkTo} />
                <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
              </>
            )}
          </div>
        </div>

        {selected && <MemberDetail key={selected} memberNo={selected} onClose={() => update({ member: null })} />}
      </div>
    </Page>
  );
}
