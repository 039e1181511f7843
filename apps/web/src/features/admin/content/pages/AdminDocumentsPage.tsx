// /admin/documents: the versioned terms of use and privacy policy (issue 12, SPEC §6) — the published
// versions of each, and a new version in Korean and English with its effective date. A published
// version never changes: a correction is a new version.
import { DocumentBody, DocumentKind, isRealDay, koreanDayOf, koreanMidnight } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { primaryButton } from '../../../../components/buttons.ts';
import { Field, inputClass } from '../../../../components/Field.tsx';
import { Page } from '../../../../components/ui/Page.tsx';
import { formatDateTime, useLocale } from '../../../../lib/format.ts';
import { useSearchParamsUpdate } from '../../../../lib/search-params.ts';
import { AdminPageHeader, ListStates, oneOf, StatusTabs } from '../../components/AdminListParts.tsx';
import { useDocumentVersions, usePublishDocument } from '../api.ts';
import { BilingualField, emptyBilingual, issuesToErrors, useActionToasts } from '../components/ConsoleParts.tsx';

/** Today in Korea: documents take effect at midnight in Korea, the service's home. */
const today = () => koreanDayOf(new Date());

function PublishForm({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation(['admin', 'common']);
  const [version, setVersion] = useState(today());
  const [effective, setEffective] = useState(today());
  const [title, setTitle] = useState(emptyBilingual());
  const [body, setBody] = useState(emptyBilingual());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const publish = usePublishDocument(kind);
  const toasts = useActionToasts();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (publish.isPending) return;
    // The effective day starts at midnight in Korea, the service's home.
    const effectiveAt = isRealDay(effective) ? koreanMidnight(effective).toISOString() : effective;
    const parsed = DocumentBody.safeParse({ version, title, body, effectiveAt });
    if (!parsed.success) {
      setErrors(issuesToErrors(t, parsed.error.issues));
      return;
    }
    setErrors({});
    publish.mutate(parsed.data, {
      onSuccess: () => {
        toasts.done(t('admin:content.documents.published', { version: parsed.data.version }));
        setTitle(emptyBilingual());
        setBody(emptyBilingual());
      },
      onError: (e) => setErrors(toasts.failed(e)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 sm:p-6" data-testid="document-form">
      <h2 className="text-lg font-semibold">{t('admin:content.documents.new')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="version" label={t('admin:content.documents.version')} hint={t('admin:content.documents.versionHint')} error={errors.version}>
          {(a11y) => <input {...a11y} className={inputClass} value={version} maxLength={20} onChange={(e) => setVersion(e.target.value)} />}
        </Field>
        <Field name="effectiveAt" label={t('admin:content.documents.effectiveAt')} error={errors.effectiveAt}>
          {(a11y) => <input {...a11y} type="date" className={inputClass} value={effective} onChange={(e) => setEffective(e.target.value)} />}
        </Field>
      </div>
      <BilingualField name="title" label={t('admin:content.documents.titleLabel')} value={title} onChange={setTitle} errors={errors} maxLength={200} />
      <BilingualField name="body" label={t('admin:content.documents.body')} value={body} onChange={setBody} errors={errors} maxLength={100_000} multiline />
      <button type="submit" className={primaryButton} disabled={publish.isPending}>
        {t('admin:content.documents.publish')}
      </button>
    </form>
  );
}

export default function AdminDocumentsPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const kind: DocumentKind = oneOf(DocumentKind.options, params.get('kind')) ?? 'terms';
  const versions = useDocumentVersions(kind);

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:content.documents.title')} subtitle={t('admin:content.documents.subtitle')} />
      <StatusTabs label={t('admin:content.documents.kind')} tabs={DocumentKind.options} current={kind} nameOf={(k) => t(`admin:content.documents.kinds.${k}`)} onChange={(k) => update({ kind: k === 'terms' ? null : k })} />
      <ListStates list={versions} empty={t('admin:content.documents.empty')} emptyTestId="document-empty">
        {(data) => (
          <ul className="flex flex-col gap-2">
            {data.items.map((v, i) => (
              <li key={v.version} className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-white p-3 text-sm" data-testid="document-version">
                <span className="font-semibold">{v.version}</span>
                {i === 0 && <span className="rounded bg-brand-100 px-1.5 text-xs text-brand-800">{t('admin:content.documents.current')}</span>}
                <span className="text-ink-subtle">{t('admin:content.documents.effectiveFrom', { date: formatDateTime(v.effectiveAt, locale) })}</span>
                <a href={`/help?doc=${kind}&version=${encodeURIComponent(v.version)}`} className="ml-auto text-brand-700 underline">
                  {t('admin:content.documents.read')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <PublishForm key={kind} kind={kind} />
    </Page>
  );
}
