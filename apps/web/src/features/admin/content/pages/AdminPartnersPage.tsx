// /admin/partners: the partner list of the main page (issue 12, SPEC §1, §6) — logo (an image the
// admin uploads), name in Korean and English, link, order.
import { PartnerBody } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../../components/buttons.ts';
import { Field, inputClass } from '../../../../components/Field.tsx';
import { FileUpload } from '../../../../components/FileUpload.tsx';
import { imageRule } from '../../../../lib/file-rules.ts';
import { AdminPageHeader, ListStates } from '../../components/AdminListParts.tsx';
import { useAdminPartners, useDeletePartner, useSavePartner, type AdminPartner } from '../api.ts';
import { BilingualField, DeleteButton, emptyBilingual, issuesToErrors, useActionToasts, type Bilingual } from '../components/ConsoleParts.tsx';

interface Draft {
  id: string | null;
  name: Bilingual;
  logo: { id: string; url: string } | null;
  link: string;
  sort: string;
}

function PartnerForm({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePartner();
  const toasts = useActionToasts();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = PartnerBody.safeParse({ name: draft.name, logoFileId: draft.logo?.id, link: draft.link.trim() || null, sort: Number(draft.sort) || 0 });
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
    <form noValidate onSubmit={onSubmit} className="mb-6 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 sm:p-6" data-testid="partner-form">
      <div data-field="logoFileId" className="flex flex-col gap-2">
        {draft.logo && <img src={draft.logo.url} alt="" className="h-12 w-auto self-start object-contain" />}
        <FileUpload label={t('admin:content.partners.logo')} rule={imageRule} onUploaded={(file) => setDraft((d) => ({ ...d, logo: { id: file.id, url: file.url } }))} />
        {errors.logoFileId && (
          <p role="alert" className="text-sm text-red-600">
            {errors.logoFileId}
          </p>
        )}
      </div>
      <BilingualField name="name" label={t('admin:content.partners.name')} value={draft.name} onChange={(name) => setDraft((d) => ({ ...d, name }))} errors={errors} maxLength={100} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="link" label={t('admin:content.partners.link')} error={errors.link}>
          {(a11y) => <input {...a11y} type="url" inputMode="url" placeholder="https://" className={inputClass} value={draft.link} maxLength={500} onChange={(e) => setDraft((d) => ({ ...d, link: e.target.value }))} />}
        </Field>
        <Field name="sort" label={t('admin:content.sort')} hint={t('admin:content.sortHint')} error={errors.sort}>
          {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={0} max={10000} className={inputClass} value={draft.sort} onChange={(e) => setDraft((d) => ({ ...d, sort: e.target.value }))} />}
        </Field>
      </div>
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

export default function AdminPartnersPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const list = useAdminPartners();
  const remove = useDeletePartner();
  const toasts = useActionToasts();
  const [editing, setEditing] = useState<Draft | null>(null);
  const draftOf = (p: AdminPartner): Draft => ({ id: p.id, name: { ...p.name }, logo: { id: p.logoFileId, url: p.logoUrl }, link: p.link ?? '', sort: String(p.sort) });

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <AdminPageHeader title={t('admin:content.partners.title')} subtitle={t('admin:content.partners.subtitle')} />
      {editing ? (
        <PartnerForm key={editing.id ?? 'new'} initial={editing} onClose={() => setEditing(null)} />
      ) : (
        <button type="button" className={`${primaryButton} mb-4`} onClick={() => setEditing({ id: null, name: emptyBilingual(), logo: null, link: '', sort: String(((list.data?.items.length ?? 0) + 1) * 10) })}>
          {t('admin:content.partners.new')}
        </button>
      )}
      <ListStates list={list} empty={t('admin:content.partners.empty')} emptyTestId="partner-empty">
        {(data) => (
          <ul className="flex flex-col gap-2">
            {[...data.items]
              .sort((a, b) => a.sort - b.sort)
              .map((partner) => (
                <li key={partner.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="partner-row">
                  <img src={partner.logoUrl} alt="" className="h-10 w-20 shrink-0 object-contain" />
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-medium">{partner.name.ko}</span>
                    <span className="block text-xs text-slate-500">{partner.name.en || t('admin:content.noEnglish')}</span>
                    {partner.link && <span className="block truncate text-xs text-brand-700">{partner.link}</span>}
                  </span>
                  <button type="button" className={secondaryButton} onClick={() => setEditing(draftOf(partner))}>
                    {t('admin:content.editButton')}
                  </button>
                  <DeleteButton name={partner.name.ko} busy={remove.isPending} onDelete={() => remove.mutate(partner.id, { onSuccess: () => toasts.done(t('admin:content.deleted')), onError: (e) => void toasts.failed(e) })} />
                </li>
              ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
