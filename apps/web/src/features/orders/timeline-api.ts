// The case timeline of an order (issue 7): every event with who and when, read by both parties and
// the admin. Kept under the order's key prefix, so every move that reads the order again reads it too.
import type { OrderTimeline } from '@dcm/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { orderKeys } from './api.ts';

export const timelineKey = (id: string) => [...orderKeys.order(id), 'timeline'] as const;

export function useOrderTimeline(id: string | undefined) {
  return useQuery({
    queryKey: timelineKey(id ?? ''),
    queryFn: async () => (await http.get<OrderTimeline>(`/api/v1/orders/${encodeURIComponent(id ?? '')}/timeline`)).data,
    enabled: !!id,
    retry: false,
  });
}
