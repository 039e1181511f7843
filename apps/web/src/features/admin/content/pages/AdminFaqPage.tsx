// /admin/faq: the FAQ editor (issue 12, SPEC §6) — per tab of the public FAQ (general, client, dental
// lab, T-esigner), the questions in their order, each written in Korean and English.
import { FaqBody, FaqCategory, type AdminFaq } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../../components/buttons.ts';
import { Field, inputClass } from '../../../../components/Field.tsx';
import { useSearchParamsUpdate } from '../../../../lib/search-params.ts';
import { AdminPageHeader, ListStates, oneOf, StatusTabs } from '../../components/AdminListParts.tsx';
import { useAdminFaq, useDeleteFaq, useSaveFaq } from '../api.ts';
import { BilingualField, DeleteButton, emptyBilingual, issuesToErrors, useActionToasts, type Bilingual } from '../components/ConsoleParts.tsx';

interface Draft {
  id: string | null;
  category: FaqCategory;
  question: Bilingual;
  answer: Bilingual;
  sort: string;
}

function FaqForm({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveFaq();
  const toasts = useActionToasts();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = FaqBody.safeParse({ category: draft.category, question: draft.question, answer: draft.answer, sort: Number(draft.sort) || 0 });
    if (!parsed.success) {
      setErrors(issuesToErrors(t, parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: draft.id, body: parsed.data },
      {
        onSuccess: () => {
          toasts.done(t('admin:content.saved'));
          onClose();
        },
        onError: (e) => setErrors(toasts.failed(e)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mb-6 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 sm:p-6" data-testid="faq-form">
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
        <Field name="sort" label={t('admin:content.sort')} hint={t('admin:content.sortHint')} error={errors.sort}>
          {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={0} max={10000} className={inputClass} value={draft.sort} onChange={(e) => setDraft((d) => ({ ...d, sort: e.target.value }))} />}
        </Field>
      </div>
      <BilingualField name="question" label={t('admin:content.faq.question')} value={draft.question} onChange={(question) => setDraft((d) => ({ ...d, question }))} errors={errors} maxLength={300} />
      <BilingualField name="answer" label={t('admin:content.faq.answer')} value={draft.answer} onChange={(answer) => setDraft((d) => ({ ...d, answer }))} errors={errors} maxLength={5000} multiline />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {t('admin:content.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('admin:content.cancel')}
        </button>
      </div>
    </form>
  );
}

export default function AdminFaqPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const category: FaqCategory = oneOf(FaqCategory.options, params.get('category')) ?? 'general';
  const list = useAdminFaq();
  const remove = useDeleteFaq();
  const toasts = useActionToasts();
  const [editing, setEditing] = useState<Draft | null>(null);
  const counts = Object.fromEntries(FaqCategory.options.map((c) => [c, list.data?.items.filter((f) => f.category === c).length])) as Partial<Record<FaqCategory, number>>;
  const inCategory = list.data ? { ...list, data: { items: list.data.items.filter((f) => f.category === category).sort((a, b) => a.sort - b.sort) } } : list;
  const draftOf = (f: AdminFaq): Draft => ({ id: f.id, category: f.category, question: { ...f.question }, answer: { ...f.answer }, sort: String(f.sort) });

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <AdminPageHeader title={t('admin:content.faq.title')} subtitle={t('admin:content.faq.subtitle')} />
      {editing ? (
        <FaqForm key={editing.id ?? 'new'} initial={editing} onClose={() => setEditing(null)} />
      ) : (
        <button
          type="button"
          className={`${primaryButton} mb-4`}
          onClick={() => setEditing({ id: null, category, question: emptyBilingual(), answer: emptyBilingual(), sort: String(((list.data?.items.length ?? 0) + 1) * 10) })}
        >
          {t('admin:content.faq.new')}
        </button>
      )}
      <StatusTabs label={t('admin:content.faq.category')} tabs={FaqCategory.options} current={category} counts={counts} nameOf={(c) => t(`admin:content.faq.categories.${c}`)} onChange={(c) => update({ category: c === 'general' ? null : c })} />
      <ListStates list={inCategory as typeof list} empty={t('admin:content.faq.empty')} emptyTestId="faq-empty">
        {(data) => (
          <ul className="flex flex-col gap-2">
            {data.items.map((faq) => (
              <li key={faq.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3" data-testid="faq-row">
                <span className="w-10 shrink-0 text-xs tabular-nums text-slate-500">{faq.sort}</span>
                <span className="min-w-0 flex-1">
                  <span className="block break-words font-medium">{faq.question.ko}</span>
                  <span className="block text-xs text-slate-500">{faq.question.en || t('admin:content.noEnglish')}</span>
                </span>
                <button type="button" className={secondaryButton} onClick={() => setEditing(draftOf(faq))}>
                  {t('admin:content.editButton')}
                </button>
                <DeleteButton name={faq.question.ko} busy={remove.isPending} onDelete={() => remove.mutate(faq.id, { onSuccess: () => toasts.done(t('admin:content.deleted')), onError: (e) => void toasts.failed(e) })} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
