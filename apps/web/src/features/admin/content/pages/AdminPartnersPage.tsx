// /admin/partners: the partner list of the main page (issue 12, SPEC §1, §6) — logo (an image the
// admin uploads), name in Korean and English, link, order.
import { PartnerBody } from '@dcm/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../../components/buttons.ts';
import { Field, inputClass } from '../../../../components/Field.tsx';
import { FileUpload } from '../../../../components/FileUpload.tsx';
import { Page } from '../../../../components/ui/Page.tsx';
import { imageRule } from '../../../../lib/file-rules.ts';
import { AdminPageHeader, ListStates } from '../../components/AdminListParts.tsx';
import { useAdminPartners, useDeletePartner, useSavePartner, type AdminPartner } from '../api.ts';
import { BilingualField, ConsoleForm, ConsoleRow, emptyBilingual, FormButtons, SortField, useConsoleEditor, useConsoleForm, type Bilingual } from '../components/ConsoleParts.tsx';

interface Draft {
  id: string | null;
  name: Bilingual;
  logo: { id: string; url: string } | null;
  link: string;
  sort: string;
}

function PartnerForm({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const save = useSavePartner();
  const { t, draft, setDraft, errors, submit } = useConsoleForm(initial, save, onClose);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(() => PartnerBody.safeParse({ name: draft.name, logoFileId: draft.logo?.id, link: draft.link.trim() || null, sort: Number(draft.sort) || 0 }), t('admin:content.saved'));
  };

  return (
    <ConsoleForm testId="partner-form" onSubmit={onSubmit}>
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
        <SortField value={draft.sort} error={errors.sort} onChange={(sort) => setDraft((d) => ({ ...d, sort }))} />
      </div>
      <FormButtons pending={save.isPending} onClose={onClose} />
    </ConsoleForm>
  );
}

export default function AdminPartnersPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const list = useAdminPartners();
  const editor = useConsoleEditor<Draft>(useDeletePartner());
  const draftOf = (p: AdminPartner): Draft => ({ id: p.id, name: { ...p.name }, logo: { id: p.logoFileId, url: p.logoUrl }, link: p.link ?? '', sort: String(p.sort) });

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:content.partners.title')} subtitle={t('admin:content.partners.subtitle')} />
      {editor.editing ? (
        <PartnerForm key={editor.editing.id ?? 'new'} initial={editor.editing} onClose={editor.close} />
      ) : (
        <button type="button" className={primaryButton} onClick={() => editor.open({ id: null, name: emptyBilingual(), logo: null, link: '', sort: String(((list.data?.items.length ?? 0) + 1) * 10) })}>
          {t('admin:content.partners.new')}
        </button>
      )}
      <ListStates list={list} empty={t('admin:content.partners.empty')} emptyTestId="partner-empty">
        {(data) => (
          <ul className="flex flex-col gap-2">
            {[...data.items]
              .sort((a, b) => a.sort - b.sort)
              .map((partner) => (
                <ConsoleRow
                  key={partner.id}
                  testId="partner-row"
                  gap="gap-3"
                  leading={<img src={partner.logoUrl} alt="" className="h-10 w-20 shrink-0 object-contain" />}
                  name={partner.name.ko}
                  onEdit={() => editor.open(draftOf(partner))}
                  onDelete={() => editor.remove(partner.id)}
                  deleting={editor.deleting}
                >
                  <span className="block break-words font-medium">{partner.name.ko}</span>
                  <span className="block text-xs text-ink-subtle">{partner.name.en || t('admin:content.noEnglish')}</span>
                  {partner.link && <span className="block truncate text-xs text-brand-700">{partner.link}</span>}
                </ConsoleRow>
              ))}
          </ul>
        )}
      </ListStates>
    </Page>
  );
}
