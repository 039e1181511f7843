// Where the client goes for a quick request: the page its status calls for.
import { QuickStatus, type QuickSummary } from '@dcm/shared';

/** The client's page for a request in its status; none once it ended without a result. */
export function clientPathOf(request: Pick<QuickSummary, 'id' | 'status'>): string | null {
  switch (request.status) {
    case QuickStatus.open:
      return `/quick/client/request/edit/${request.id}`;
    case QuickStatus.taken:
    case QuickStatus.delivered:
      return `/quick/cad-receive/${request.id}`;
    case QuickStatus.remakeRequested:
      return `/quick/remake-cad-receive/${request.id}`;
    case QuickStatus.completed:
      return `/quick/review/${request.id}`;
    default:
      return null;
  }
}
