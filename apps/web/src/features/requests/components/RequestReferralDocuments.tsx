// A request's referrals as the documents a T-esigner designs from, numbered when there are several:
// the request's page and the admin console's copy of it show them alike.
import type { Referral, UploadedFile } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferralDocument } from '../../../components/referral-document/ReferralDocument.tsx';

interface Props {
  referrals: Referral[];
  /** Whether the viewer may download the files (see ReferralDocument). */
  fileLinks?: boolean;
  fileAction?: (file: UploadedFile) => ReactNode;
}

export function RequestReferralDocuments({ referrals, fileLinks, fileAction }: Props) {
  const { t } = useTranslation('referralDoc');
  return referrals.map((referral, i) => (
    <ReferralDocument
      key={referral.id}
      data={referral.data}
      files={referral.files}
      mode={referral.mode}
      groupIndex={referrals.length > 1 ? i + 1 : undefined}
      fileLinks={fileLinks}
      fileAction={fileAction}
      referralNumberFallback={t('noNumber')}
    />
  ));
}
