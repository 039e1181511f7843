// One referral as the document a T-esigner designs from: the cart's view, the printed page and the
// review before saving. It reads only its props and the code tables, so the form can show what it
// is about to save exactly as it will be read.
import { countUnits, describeSelection, type ReferralData, type ReferralMode, type ReferralStatus, type UploadedFile } from '@dcm/shared';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.tsx';
import { useCodeName } from '../../lib/codes.ts';
import { downloadErrorCode, downloadFile } from '../../lib/download.ts';
import { formatBytes, formatDateTime, MISSING, useLocale } from '../../lib/format.ts';
import { SanitizedNote } from './SanitizedNote.tsx';
import { ToothChartFigure } from './ToothChartFigure.tsx';

export interface ReferralDocumentProps {
  data: ReferralData;
  /** The attached files as uploaded; `data` names them by id. */
  files: UploadedFile[];
  mode: ReferralMode;
  status?: ReferralStatus;
  /** Shown while the referral has no number yet, e.g. "Patient 2". */
  referralNumberFallback?: string;
  /** ISO 8601: when it was last saved. */
  updatedAt?: string;
  /** The patient's place in its form group (1, 2, …), for documents printed one after another. */
  groupIndex?: number;
  /** Files download only for whoever may have their bytes (the client; the T-esigner once paid):
   * anyone else reads their names and sizes. */
  fileLinks?: boolean;
  /** What the page offers beside a downloadable file (the 3D viewer for a mesh). */
  fileAction?: (file: UploadedFile) => ReactNode;
}

const orMissing = (text: string | null | undefined) => (text?.trim() ? text : MISSING);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="referral-doc-section border-t border-line pt-4 print:border-black">
      <h3 id={id} className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-subtle print:text-black">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A term and its value: stacked on a phone, side by side from `sm`. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-1 sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-ink-subtle print:text-black">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A private file: the link works as a link, but the bytes come through the member's session. */
function FileLink({ file, linked, action }: { file: UploadedFile; linked: boolean; action?: (file: UploadedFile) => ReactNode }) {
  const { t } = useTranslation(['referralDoc', 'errors']);
  const [busy, setBusy] = useState(false);

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(file);
    } catch (error) {
      const code = await downloadErrorCode(error);
      toast.error(t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      setBusy(false);
    }
  };

  if (!linked) {
    return (
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <span className="min-w-0 break-all font-medium">{file.name}</span>
        <span className="text-sm tabular-nums text-ink-subtle print:text-black">{formatBytes(file.size)}</span>
        <SanitizedNote file={file} />
      </span>
    );
  }
  return (
    <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
      <a
        href={file.url}
        onClick={(e) => void onClick(e)}
        aria-busy={busy}
        title={t('referralDoc:files.download', { name: file.name })}
        className="min-w-0 break-all font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 aria-busy:opacity-60 print:text-black print:no-underline"
      >
        {file.name}
      </a>
      <span className="text-sm tabular-nums text-ink-subtle print:text-black">{formatBytes(file.size)}</span>
      <SanitizedNote file={file} />
      {action?.(file)}
    </span>
  );
}

export function ReferralDocument({ data, files, mode, status, referralNumberFallback, updatedAt, groupIndex, fileLinks = true, fileAction }: ReferralDocumentProps) {
  const { t } = useTranslation('referralDoc');
  const locale = useLocale();
  const titleId = useId();
  const prosthesisName = useCodeName('prosthesis');
  const processingName = useCodeName('processing');
  const implantName = useCodeName('implant');
  const ponticName = useCodeName('pontic');

  const number = data.referralNumber.trim() || referralNumberFallback || MISSING;
  const teethInWords = describeSelection(data.teeth, locale);
  const fileOf = (id: string) => files.find((f) => f.id === id);
  const scan = data.scanFileId ? fileOf(data.scanFileId) : undefined;
  const others = data.otherFileIds.map(fileOf).filter((f): f is UploadedFile => f !== undefined);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="referral-document"
      className="referral-doc flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 text-ink shadow-sm sm:p-6 print:rounded-none print:border-0 print:p-0 print:text-black print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-ink-subtle print:text-black">{groupIndex ? t('patient', { index: groupIndex }) : t('kind')}</p>
          <h2 id={titleId} className="break-all text-xl font-bold">
            {number}
          </h2>
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className="rounded-full border border-line-strong px-2.5 py-1 print:border-black">{t(`mode.${mode}`)}</span>
          {status && <span className="rounded-full bg-sunken px-2.5 py-1 print:border print:border-black print:bg-white">{t(`status.${status}`)}</span>}
        </div>
      </header>

      <Section title={t('sections.overview')}>
        <dl>
          <Item term={t('fields.referralNumber')}>{number}</Item>
          <Item term={t('fields.mode')}>{t(`mode.${mode}`)}</Item>
          <Item term={t('fields.processing')}>{processingName(data.processing)}</Item>
          <Item term={t('fields.prosthesis')}>
            {data.prosthesis.length === 0 ? (
              MISSING
            ) : (
              <ul className="flex flex-col gap-0.5">
                {data.prosthesis.map((item, i) => (
                  <li key={`${item.type ?? 'none'}-${i}`}>
                    {t('prosthesisItem', { name: prosthesisName(item.type), n: item.count ?? MISSING })}
                  </li>
                ))}
              </ul>
            )}
          </Item>
          {updatedAt && <Item term={t('fields.updatedAt')}>{formatDateTime(updatedAt, locale)}</Item>}
        </dl>
      </Section>

      <Section title={t('sections.teeth')}>
        <p className="font-medium" data-testid="referral-teeth">
          {teethInWords}
        </p>
        <p className="mb-3 text-sm text-ink-subtle print:text-black">{t('units', { n: countUnits(data.teeth) })}</p>
        <ToothChartFigure selection={data.teeth} description={teethInWords} />
        {data.teeth.bundles.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-x-4 text-sm">
            {data.teeth.bundles.map((bundle, i) => (
              <li key={bundle.join('-')}>{t('bundleItem', { name: `B${i + 1}`, teeth: bundle.join(', ') })}</li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('sections.implant')}>
        <dl>
          <Item term={t('fields.implantSystem')}>{implantName(data.implant?.system)}</Item>
          <Item term={t('fields.implantPlatform')}>{orMissing(data.implant?.platform)}</Item>
          <Item term={t('fields.pontic')}>{ponticName(data.pontic)}</Item>
        </dl>
      </Section>

      <Section title={t('sections.values')}>
        {data.values.length === 0 ? (
          <p>{MISSING}</p>
        ) : (
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-line-strong print:border-black">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t('values.title')}
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  {t('values.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.values.map((row, i) => (
                <tr key={`${row.title}-${i}`} className="border-b border-line print:border-line-strong">
                  <th scope="row" className="py-1.5 pr-3 font-normal break-words">
                    {orMissing(row.title)}
                  </th>
                  <td className="py-1.5 break-words tabular-nums">{orMissing(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section title={t('sections.details')}>
        <p className="whitespace-pre-wrap break-words">{orMissing(data.details)}</p>
      </Section>

      <Section title={t('sections.files')}>
        <dl>
          <Item term={t('files.scan')}>{scan ? <FileLink file={scan} linked={fileLinks} action={fileAction} /> : MISSING}</Item>
          <Item term={t('files.others', { n: others.length })}>
            {others.length === 0 ? (
              MISSING
            ) : (
              <ul className="flex flex-col gap-1">
                {others.map((file) => (
                  <li key={file.id}>
                    <FileLink file={file} linked={fileLinks} action={fileAction} />
                  </li>
                ))}
              </ul>
            )}
          </Item>
        </dl>
      </Section>
    </article>
  );
}
