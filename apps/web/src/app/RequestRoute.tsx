// `/request` composes two features: a client or lab starts a referral there and finds its requests
// below; a T-esigner (and the admin) sees the request list alone.
import { useTranslation } from 'react-i18next';
import RequestHomePage from '../features/referrals/pages/RequestHomePage.tsx';
import RequestListPage, { RequestList } from '../features/requests/pages/RequestListPage.tsx';
import { useViewer } from '../lib/viewer.ts';

export default function RequestRoute() {
  // Both catalogues load before the first paint, so the page does not appear in two steps.
  useTranslation(['referralPages', 'requestView']);
  const kind = useViewer()?.kind;
  const writesReferrals = kind === 'client' || kind === 'lab';
  if (!writesReferrals) return <RequestListPage />;
  return (
    <RequestHomePage>
      <RequestList />
    </RequestHomePage>
  );
}
