// /request/group/doc/:id: every referral of one form group (the patients of one form), one after
// another; on paper each starts on a new page.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { downloadReferralPdf, useFormGroup } from '../api.ts';
import { DocumentProblem, DocumentSkeleton } from '../components/DocumentStates.tsx';
import { DocumentToolbar } from '../components/DocumentToolbar.tsx';
import { ReferralDocument } from '../../../components/referral-document/ReferralDocument.tsx';
import { cartPathOf, editPathOf, fileNamePart, isEditable } from '../document-format.ts';
import type { UploadedFile } from '@dcm/shared';
import { ViewIn3D } from '../../viewer/index.ts';
import '../print.css';

/** A referral's mesh file opens in the 3D viewer. */
const viewIn3D = (file: UploadedFile) => <ViewIn3D file={file} />;

export default function GroupDocPage() {
  const { t } = useTranslation('referralDoc');
  const { id } = useParams();
  const group = useFormGroup(id);

  let content;
  if (group.isPending) content = <DocumentSkeleton />;
  // Another member's form group lists nothing: the same answer as one that does not exist.
  else if (group.isError || group.data.length === 0) content = <DocumentProblem error={group.error} />;
  else {
    const referrals = group.data;
    const first = referrals[0]!;
    const simple = first.mode === 'simple';
    const name = fileNamePart(first.data.referralNumber) || first.groupId.slice(0, 8);
    content = (
      <>
        <DocumentToolbar
          title={t('page.groupTitle', { n: referrals.length })}
          backTo={cartPathOf(first.status)}
          // A simple-mode form is edited as a whole; detail referrals each from their own link below.
          editTo={simple && referrals.some((r) => isEditable(r.status)) ? editPathOf(first) : undefined}
          download={() => downloadReferralPdf({ groupId: first.groupId }, `${t('pdf.groupFileName', { name })}.pdf`)}
        />
        <ol className="flex flex-col gap-8 print:block">
          {referrals.map((r, i) => (
            <li key={r.id} className={i > 0 ? 'print:break-before-page' : undefined}>
              {!simple && isEditable(r.status) && (
                <div className="mb-2 flex justify-end print:hidden">
                  <Link to={editPathOf(r)} className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 hover:text-brand-800">
                    {t('toolbar.editOne', { index: i + 1 })}
                  </Link>
                </div>
              )}
              <ReferralDocument
                data={r.data}
                files={r.files}
                mode={r.mode}
                status={r.status}
                updatedAt={r.updatedAt}
                groupIndex={i + 1}
                referralNumberFallback={t('noNumber')}
                fileAction={viewIn3D}
              />
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <Page width="reading" className="print:block print:max-w-none print:p-0">
      <div data-referral-print>{content}</div>
    </Page>
  );
}
