// /request for a T-esigner (and the operator): the request list on its own, on the working width. A
// client or dental lab starts referrals on /request, so the app layer places <RequestList /> under
// the referral mode chooser for them.
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page.tsx';
import { RequestList } from '../components/RequestList.tsx';

export { RequestList } from '../components/RequestList.tsx';

export default function RequestListPage() {
  // Loads the catalogues the list needs together with the page.
  useTranslation(['requestView', 'common', 'errors']);
  return (
    <Page width="working" testId="request-list-page">
      <RequestList headingLevel={1} />
    </Page>
  );
}
