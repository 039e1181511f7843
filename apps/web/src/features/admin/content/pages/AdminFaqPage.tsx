// /admin/faq: the FAQ editor (issue 12, SPEC §6) — per tab of the public FAQ (general, client, dental
// lab, T-esigner), the questions in their order, each written in Korean and English.
import { FaqBody, FaqCategory, type AdminFaq } from '@dcm/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Field, inputClass } from '../../../../components/Field.tsx';
import { Page } from '../../../../components/ui/Page.tsx';
import { useSearchParamsUpdate } from '../../../../lib/search-params.ts';
import { AdminPageHeader, ItemList, NewItemButton, oneOf, StatusTabs } from '../../components/AdminListParts.tsx';
import { useAdminFaq, useDeleteFaq, useSaveFaq } from '../api.ts';
import { BilingualField, ConsoleForm, ConsoleRow, emptyBilingual, FormButtons, SortField, useConsoleEditor, useConsoleForm, type Bilingual } from '../components/ConsoleParts.tsx';

interface Draft {
  id: string | null;
  category: FaqCategory;
  question: Bilingual;
  answer: Bilingual;
  sort: string;
}

function FaqForm({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const save = useSaveFaq();
  const { t, draft, setDraft, errors, submit } = useConsoleForm(initial, save, onClose);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(() => FaqBody.safeParse({ category: draft.category, question: draft.question, answer: draft.answer, sort: Number(draft.sort) || 0 }), t('admin:content.saved'));
  };

  return (
    <ConsoleForm testId="faq-form" onSubmit={onSubmit}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="category" label={t('admin:content.faq.category')} error={errors.category}>
          {(a11y) => (
            <select {...a11y} className={inputClass} value={draft.category} onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value as FaqCategory }))}>
              {FaqCategory.options.map((c) => (
                <option key={c} value={c}>
                  {t(`admin:content.faq.categories.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SortField value={draft.sort} error={errors.sort} onChange={(sort) => setDraft((d) => ({ ...d, sort }))} />
      </div>
      <BilingualField name="question" label={t('admin:content.faq.question')} value={draft.question} onChange={(question) => setDraft((d) => ({ ...d, question }))} errors={errors} maxLength={300} />
      <BilingualField name="answer" label={t('admin:content.faq.answer')} value={draft.answer} onChange={(answer) => setDraft((d) => ({ ...d, answer }))} errors={errors} maxLength={5000} multiline />
      <FormButtons pending={save.isPending} onClose={onClose} />
    </ConsoleForm>
  );
}

export default function AdminFaqPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const category: FaqCategory = oneOf(FaqCategory.options, params.get('category')) ?? 'general';
  const list = useAdminFaq();
  const editor = useConsoleEditor<Draft>(useDeleteFaq());
  const counts = Object.fromEntries(FaqCategory.options.map((c) => [c, list.data?.items.filter((f) => f.category === c).length])) as Partial<Record<FaqCategory, number>>;
  const inCategory = list.data ? { ...list, data: { items: list.data.items.filter((f) => f.category === category).sort((a, b) => a.sort - b.sort) } } : list;
  const draftOf = (f: AdminFaq): Draft => ({ id: f.id, category: f.category, question: { ...f.question }, answer: { ...f.answer }, sort: String(f.sort) });

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:content.faq.title')} subtitle={t('admin:content.faq.subtitle')} />
      {editor.editing ? (
        <FaqForm key={editor.editing.id ?? 'new'} initial={editor.editing} onClose={editor.close} />
      ) : (
        <NewItemButton
          label={t('admin:content.faq.new')}
          onClick={() => editor.open({ id: null, category, question: emptyBilingual(), answer: emptyBilingual(), sort: String(((list.data?.items.length ?? 0) + 1) * 10) })}
        />
      )}
      <StatusTabs label={t('admin:content.faq.category')} tabs={FaqCategory.options} current={category} counts={counts} nameOf={(c) => t(`admin:content.faq.categories.${c}`)} onChange={(c) => update({ category: c === 'general' ? null : c })} />
      <ItemList
        list={inCategory as typeof list}
        empty={t('admin:content.faq.empty')}
        emptyTestId="faq-empty"
        renderItem={(faq) => (
          <ConsoleRow
            key={faq.id}
            testId="faq-row"
            gap="gap-2"
            leading={<span className="w-10 shrink-0 text-xs tabular-nums text-ink-subtle">{faq.sort}</span>}
            name={faq.question.ko}
            onEdit={() => editor.open(draftOf(faq))}
            onDelete={() => editor.remove(faq.id)}
            deleting={editor.deleting}
          >
            <span className="block break-words font-medium">{faq.question.ko}</span>
            <span className="block text-xs text-ink-subtle">{faq.question.en || t('admin:content.noEnglish')}</span>
          </ConsoleRow>
        )}
      />
    </Page>
  );
}
