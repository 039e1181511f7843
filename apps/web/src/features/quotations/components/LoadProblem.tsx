// Why a quotations page has nothing to show: a request that is not there (or not the viewer's: the
// server answers 404 for both) with the way back to the list, or a failure with its reason and Retry.
import { ErrorCode } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { PageProblem } from '../../../components/PageStates.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { errorCodeOf } from '../../../lib/http.ts';

interface Props {
  /** The failed query's error; null when the address names no request at all. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The codes PageProblem reads as "not found" (a malformed id is a request that is not there). */
const NOT_FOUND: readonly string[] = [ErrorCode.NotFound, ErrorCode.ValidationFailed];

export function LoadProblem({ error, onRetry, retrying }: Props) {
  const { t } = useTranslation('quotations');
  if (error === null || NOT_FOUND.includes(errorCodeOf(error))) {
    return <PageProblem error={error} testId="quotations" notFoundTitle={t('notFound.title')} notFoundBody={t('notFound.body')} backTo="/request" backLabel={t('backToRequests')} />;
  }
  return <ErrorState error={error} onRetry={onRetry} retrying={retrying} testId="quotations-error" />;
}
