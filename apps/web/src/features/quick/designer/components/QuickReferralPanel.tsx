// The case a taker designs from: the client's referral of the quick request, as the referral
// document, each file downloaded through an expiring link (the files are the client's; the quick
// request lends them to its taker).
import type { DownloadLink, Referral, UploadedFile } from '@dcm/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.tsx';
import { ReferralDocument } from '../../../../components/referral-document/ReferralDocument.tsx';
import { startDownload } from '../../../../lib/download.ts';
import { errorCodeOf, http } from '../../../../lib/http.ts';
import { quickKeys, quickRequestPath } from '../../api.ts';

function DownloadButton({ quickId, file }: { quickId: string; file: UploadedFile }) {
  const { t } = useTranslation(['quickDesigner', 'errors']);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await http.post<DownloadLink>(`${quickRequestPath(quickId)}/referral/files/${encodeURIComponent(file.id)}/link`);
      startDownload(data.url, file.name);
    } catch (error) {
      toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className="rounded-md border border-line-strong px-2 py-1 text-sm font-medium hover:bg-canvas disabled:opacity-60 print:hidden"
      data-testid="quick-referral-download"
    >
      {t('quickDesigner:referral.download')}
    </button>
  );
}

export function QuickReferralPanel({ quickId }: { quickId: string }) {
  const { t } = useTranslation('quickDesigner');
  const referral = useQuery({
    queryKey: [...quickKeys.request(quickId), 'referral'],
    queryFn: async () => (await http.get<Referral>(`${quickRequestPath(quickId)}/referral`)).data,
  });
  return (
    <section aria-labelledby="quick-referral-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="quick-referral">
      <h2 id="quick-referral-title" className="text-lg font-bold">
        {t('next.referral')}
      </h2>
      {referral.isPending && <p className="text-sm text-ink-subtle">{t('referral.loading')}</p>}
      {referral.isError && <p className="text-sm text-red-700">{t('referral.failed')}</p>}
      {referral.data && (
        <ReferralDocument
          data={referral.data.data}
          files={referral.data.files}
          mode={referral.data.mode}
          status={referral.data.status}
          updatedAt={referral.data.updatedAt}
          fileLinks={false}
          fileAction={(file) => <DownloadButton quickId={quickId} file={file} />}
        />
      )}
    </section>
  );
}
