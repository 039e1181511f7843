// /request/view/doc/:id: one referral as its printable document, with print, PDF and edit.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { downloadReferralPdf, useReferral } from '../api.ts';
import { DocumentProblem, DocumentSkeleton } from '../components/DocumentStates.tsx';
import { DocumentToolbar } from '../components/DocumentToolbar.tsx';
import { ReferralDocument } from '../../../components/referral-document/ReferralDocument.tsx';
import { cartPathOf, editPathOf, fileNamePart, isEditable } from '../document-format.ts';
import type { UploadedFile } from '@dcm/shared';
import { ViewIn3D } from '../../viewer/index.ts';
import '../print.css';

/** A referral's mesh file opens in the 3D viewer. */
const viewIn3D = (file: UploadedFile) => <ViewIn3D file={file} />;

export default function ReferralDocPage() {
  const { t } = useTranslation('referralDoc');
  const { id } = useParams();
  const referral = useReferral(id);

  let content;
  if (referral.isPending) content = <DocumentSkeleton />;
  else if (referral.isError) content = <DocumentProblem error={referral.error} />;
  else {
    const r = referral.data;
    const name = fileNamePart(r.data.referralNumber) || r.id.slice(0, 8);
    content = (
      <>
        <DocumentToolbar
          title={t('page.title')}
          backTo={cartPathOf(r.status)}
          editTo={isEditable(r.status) ? editPathOf(r) : undefined}
          download={() => downloadReferralPdf({ id: r.id }, `${t('pdf.fileName', { name })}.pdf`)}
        />
        <ReferralDocument data={r.data} files={r.files} mode={r.mode} status={r.status} updatedAt={r.updatedAt} referralNumberFallback={t('noNumber')} fileAction={viewIn3D} />
      </>
    );
  }

  return (
    <Page width="reading" className="print:block print:max-w-none print:p-0">
      <div data-referral-print>{content}</div>
    </Page>
  );
}
