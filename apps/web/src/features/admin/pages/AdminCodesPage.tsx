// /admin/codes: the code tables of SPEC §7 (issue 12) — pick a group, relabel a code in Korean and
// English, change its order, add a code. Codes are never deleted: members and requests keep them.
// The group is in the address (?group=), so a table can be linked.
import { CodeCreateBody, CodeGroups, CodeUpdateBody, type AdminCode, type CodeGroup } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { secondaryButton } from '../../../components/buttons.ts';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { AdminPageHeader, ItemList, NewItemButton, oneOf, tabClass } from '../components/AdminListParts.tsx';
import { ConsoleForm, FormButtons, ItemRow, NamePair, useFormErrors } from '../content/components/ConsoleParts.tsx';
import { useAdminCodeGroups, useAdminCodes, useSaveCode } from '../tables-api.ts';

interface Draft {
  /** The code being edited; null for a new one. */
  original: string | null;
  code: string;
  nameKo: string;
  nameEn: string;
  sort: string;
  extra: string;
}

const draftOf = (c: AdminCode): Draft => ({ original: c.code, code: c.code, nameKo: c.nameKo, nameEn: c.nameEn, sort: String(c.sort), extra: c.extra ?? '' });

function CodeForm({ group, initial, onClose }: { group: CodeGroup; initial: Draft; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const { t, errors, check, done, failed } = useFormErrors();
  const save = useSaveCode(group);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const fields = { nameKo: draft.nameKo, nameEn: draft.nameEn, sort: draft.sort.trim() === '' ? Number.NaN : Number(draft.sort), extra: draft.extra.trim() || null };
    const body = draft.original ? check(CodeUpdateBody.safeParse(fields)) : check(CodeCreateBody.safeParse({ ...fields, code: draft.code }));
    if (body === undefined) return;
    save.mutate(
      { code: draft.original, body },
      {
        onSuccess: () => {
          done(t(draft.original ? 'admin:codes.saved' : 'admin:codes.added'));
          onClose();
        },
        onError: failed,
      },
    );
  };

  const text = (field: 'code' | 'nameKo' | 'nameEn' | 'extra', maxLength: number, hint?: string) => (
    <Field name={field} label={t(`admin:codes.field.${field}`)} hint={hint} error={errors[field]}>
      {(a11y) => <input {...a11y} className={inputClass} value={draft[field]} maxLength={maxLength} onChange={(e) => set(field)(e.target.value)} />}
    </Field>
  );

  return (
    <ConsoleForm testId="code-form" onSubmit={onSubmit}>
      <h2 className="font-semibold">{draft.original ? t('admin:codes.editTitle', { code: draft.original }) : t('admin:codes.newTitle')}</h2>
      {!draft.original && text('code', 40, t('admin:codes.codeHint'))}
      <div className="grid gap-3 sm:grid-cols-2">
        {text('nameKo', 100)}
        {text('nameEn', 100)}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="sort" label={t('admin:codes.field.sort')} hint={t('admin:codes.sortHint')} error={errors.sort}>
          {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={0} max={100000} className={inputClass} value={draft.sort} onChange={(e) => set('sort')(e.target.value)} />}
        </Field>
        {text('extra', 40, t('admin:codes.extraHint'))}
      </div>
      <FormButtons pending={save.isPending} onClose={onClose} submitLabel={t('admin:codes.save')} cancelLabel={t('admin:codes.cancel')} />
    </ConsoleForm>
  );
}

function CodeTable({ group }: { group: CodeGroup }) {
  const { t } = useTranslation('admin');
  const list = useAdminCodes(group);
  const [editing, setEditing] = useState<Draft | null>(null);
  const nextSort = () => String(Math.max(0, ...(list.data?.items ?? []).map((c) => c.sort)) + 10);

  return (
    <>
      {editing ? (
        <CodeForm key={editing.original ?? 'new'} group={group} initial={editing} onClose={() => setEditing(null)} />
      ) : (
        <NewItemButton
          label={t('codes.new')}
          testId="code-new"
          disabled={!list.isSuccess}
          onClick={() => setEditing({ original: null, code: '', nameKo: '', nameEn: '', sort: nextSort(), extra: '' })}
        />
      )}
      <ItemList
        list={list}
        empty={t('codes.empty')}
        emptyTestId="code-empty"
        renderItem={(code) => (
          <ItemRow
            key={code.code}
            testId="code-row"
            gap="gap-3"
            leading={<span className="w-14 shrink-0 text-right text-xs tabular-nums text-ink-subtle">{code.sort}</span>}
            actions={
              <button type="button" className={secondaryButton} onClick={() => setEditing(draftOf(code))} aria-label={t('codes.editLabel', { name: code.nameKo })}>
                {t('codes.edit')}
              </button>
            }
          >
            <NamePair ko={code.nameKo} en={code.nameEn} />
            <span className="block font-mono text-xs text-ink-subtle">
              {code.code}
              {code.extra && ` · ${code.extra}`}
            </span>
          </ItemRow>
        )}
      />
    </>
  );
}

export default function AdminCodesPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const group = oneOf(CodeGroups, params.get('group')) ?? CodeGroups[0];
  const counts = new Map((useAdminCodeGroups().data?.items ?? []).map((g) => [g.group, g.count]));

  return (
    <Page width="working">
      <AdminPageHeader title={t('codes.title')} subtitle={t('codes.subtitle')} />
      <div role="tablist" aria-label={t('codes.groupsLabel')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        {CodeGroups.map((g) => (
          <button key={g} type="button" role="tab" aria-selected={g === group} data-testid={`code-group-${g}`} className={tabClass(g === group)} onClick={() => setParams({ group: g })}>
            {t(`codes.groups.${g}`)}
            {counts.has(g) && <span className={`rounded-full px-1.5 text-xs tabular-nums ${g === group ? 'bg-brand-100' : 'bg-sunken'}`}>{counts.get(g)}</span>}
          </button>
        ))}
      </div>
      <CodeTable key={group} group={group} />
    </Page>
  );
}
