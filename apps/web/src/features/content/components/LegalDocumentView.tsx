import { useTranslation } from 'react-i18next';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useDocumentVersions, useLegalDocument, type DocumentKind } from '../api.ts';

/** The terms of use or the privacy policy (footer), the current version or the one at ?version=, with the earlier ones a pick away. */
export function LegalDocumentView({ kind, version }: { kind: DocumentKind; version: string | null }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const update = useSearchParamsUpdate();
  const doc = useLegalDocument(kind, version);
  const versions = useDocumentVersions(kind);
  const current = versions.data?.[0]?.version;

  if (doc.isPending) return <PageSkeleton label={t('documents.loading')} testId="document-loading" shape="sections" blocks={2} />;
  if (doc.isError)
    return (
      <PageProblem error={doc.error} testId="document" notFoundTitle={t('documents.notFound')} notFoundBody={t('documents.notFoundBody')} backTo="/help" backLabel={t('help.back')} />
    );
  const d = doc.data;
  return (
    <article aria-labelledby="document-title" data-testid="legal-document" className="rounded-2xl border border-line bg-white">
      <div className="flex flex-col gap-3 border-b border-line p-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="document-title" className="text-xl font-bold">
            {d.title}
          </h2>
          <p className="mt-1 text-sm text-ink-subtle" data-testid="document-effective">
            {t('documents.effective', { date: formatDateTime(d.effectiveAt, locale), version: d.version })}
          </p>
        </div>
        {versions.data && versions.data.length > 1 && (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-ink-muted">{t('documents.version')}</span>
            <select
              value={d.version}
              onChange={(e) => update({ version: e.target.value === current ? null : e.target.value })}
              className="min-h-11 rounded-lg border border-line-strong bg-white px-3"
              data-testid="document-version"
            >
              {versions.data.map((v, i) => (
                <option key={v.version} value={v.version}>
                  {i === 0 ? t('documents.currentVersion', { version: v.version }) : v.version}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {current && d.version !== current && (
        <p role="note" className="mx-4 mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="document-old">
          {t('documents.oldVersion')}
        </p>
      )}
      <div className="p-4 leading-relaxed whitespace-pre-wrap break-words text-ink" data-testid="document-body">
        {d.body}
      </div>
    </article>
  );
}
