// /admin/audit: the log of every admin action (issue 12, SPEC §6) — who, when, what, on what, why —
// newest first, filtered by action and target; the filters live in the address.
import { AUDIT_TARGET_TYPES, type AuditTargetType } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { secondaryButton } from '../../../components/buttons.ts';
import { inputClass } from '../../../components/Field.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { AdminPageHeader, ListStates, oneOf } from '../components/AdminListParts.tsx';
import { AUDIT_PAGE_SIZE, useAuditLog, type AuditFilters } from '../content/console-api.ts';

type TextFilter = 'action' | 'targetId';
interface Draft {
  action: string;
  targetType: AuditTargetType | '';
  targetId: string;
}

export default function AdminAuditPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const filters: AuditFilters = { page: Math.max(1, Number(params.get('page')) || 1) };
  const action = params.get('action')?.trim();
  const targetType = oneOf(AUDIT_TARGET_TYPES, params.get('targetType'));
  const targetId = params.get('targetId')?.trim();
  if (action) filters.action = action;
  if (targetType) filters.targetType = targetType;
  if (targetId) filters.targetId = targetId;
  const [draft, setDraft] = useState<Draft>({ action: action ?? '', targetType: targetType ?? '', targetId: targetId ?? '' });
  const list = useAuditLog(filters);
  const targetName = (type: AuditTargetType) => t(`admin:console.audit.targets.${type}`);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ action: draft.action.trim() || null, targetType: draft.targetType || null, targetId: draft.targetId.trim() || null, page: null });
  };
  const textFilter = (name: TextFilter) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {t(`admin:console.audit.${name}`)}
      <input
        className={inputClass}
        value={draft[name]}
        maxLength={name === 'targetId' ? 60 : 50}
        placeholder={t(`admin:console.audit.${name}Example`)}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
      />
    </label>
  );

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:console.audit.title')} subtitle={t('admin:console.audit.subtitle')} />
      <form role="search" onSubmit={apply} className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        {textFilter('action')}
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('admin:console.audit.targetType')}
          <select className={inputClass} value={draft.targetType} onChange={(e) => setDraft((d) => ({ ...d, targetType: oneOf(AUDIT_TARGET_TYPES, e.target.value) ?? '' }))}>
            <option value="">{t('admin:console.audit.allTargets')}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {targetName(type)}
              </option>
            ))}
          </select>
        </label>
        {textFilter('targetId')}
        <button type="submit" className={secondaryButton}>
          {t('admin:console.audit.apply')}
        </button>
      </form>
      <ListStates list={list} empty={t('admin:console.audit.empty')} emptyTestId="audit-empty">
        {(data) => (
          <>
            <p className="mb-2 text-xs text-ink-subtle">{t('admin:console.audit.total', { count: data.total })}</p>
            <ul className="flex flex-col gap-2">
              {data.items.map((entry) => (
                <li key={entry.id} className="rounded-xl border border-line bg-white p-3 text-sm" data-testid="audit-row">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <code className="font-semibold text-brand-800">{entry.action}</code>
                    <span className="text-ink-muted">
                      {targetName(entry.targetType)} · {entry.targetId}
                    </span>
                  </p>
                  <p className="text-xs text-ink-subtle">
                    {t('admin:console.audit.by', { name: entry.admin.nickname, no: entry.admin.memberNo })} · {formatDateTime(entry.at, locale)}
                  </p>
                  {entry.reason && <p className="mt-1 whitespace-pre-wrap break-words">{t('admin:console.audit.reason', { reason: entry.reason })}</p>}
                </li>
              ))}
            </ul>
            <Pagination page={filters.page} size={AUDIT_PAGE_SIZE} total={data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
          </>
        )}
      </ListStates>
    </Page>
  );
}
