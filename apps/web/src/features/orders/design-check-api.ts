// The design check of a CAD delivery (issue 29): one entry per mesh file of every delivered version,
// pending until the server's job has analysed it. While any is pending the answer is read again
// every few seconds, so a T-esigner who just delivered sees the result arrive on the page.
import type { DesignChecks } from '@dcm/shared/mesh/design-check';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

/** How often a pending check is asked again. */
export const DESIGN_CHECK_POLL_MS = 3_000;

/** An order's checks, or a quick request's: each under its owner's key, so refreshing the owner refreshes them. */
export type DesignCheckScope = { kind: 'order'; id: string } | { kind: 'quick'; id: string };

export const designCheckKey = (scope: DesignCheckScope) =>
  scope.kind === 'order' ? (['orders', scope.id, 'design-checks'] as const) : (['quick', 'request', scope.id, 'design-checks'] as const);

const pathOf = (scope: DesignCheckScope) => `/api/v1/${scope.kind === 'order' ? 'orders' : 'quick'}/${encodeURIComponent(scope.id)}/design-checks`;

export const hasPending = (checks: DesignChecks | undefined) => !!checks?.items.some((c) => c.status === 'pending');

/** `enabled`: false before the first delivery (nothing to check, and the server refuses). */
export function useDesignChecks(scope: DesignCheckScope, enabled = true) {
  return useQuery({
    queryKey: designCheckKey(scope),
    queryFn: async () => (await http.get<DesignChecks>(pathOf(scope))).data,
    enabled: enabled && !!scope.id,
    retry: false,
    refetchInterval: (query) => (hasPending(query.state.data) ? DESIGN_CHECK_POLL_MS : false),
  });
}
