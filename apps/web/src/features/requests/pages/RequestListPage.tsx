// /request for a T-esigner: the request list on its own. A client or dental lab starts referrals on
// /request, so the app layer places <RequestList /> under the referral mode chooser for them.
import { useTranslation } from 'react-i18next';
import { RequestList } from '../components/RequestList.tsx';

export { RequestList } from '../components/RequestList.tsx';

export default function RequestListPage() {
  // Loads the catalogues the list needs together with the page.
  useTranslation(['requestView', 'common', 'errors']);
  return (
    <div data-testid="request-list-page" className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <RequestList headingLevel={1} />
    </div>
  );
}
