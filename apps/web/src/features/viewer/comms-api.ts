// The order's side of the 3D viewer (issue 8): the mesh files both parties may open, the pins on
// them, a new pin or reply, and the bytes of a file through the order's expiring download links.
// New pins of the other side arrive through pin-stream.ts into the same cached list.
import type { CommsFile, DownloadLink, OrderComms, OrderPin, OrderPins, PinBody } from '@dcm/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getToken } from '../../lib/browser-storage.ts';
import { http } from '../../lib/http.ts';

const orderPath = (id: string) => `/api/v1/orders/${encodeURIComponent(id)}`;

/** Under the orders module's key of the order, so whatever refreshes the order refreshes these too. */
export const commsKeys = {
  comms: (orderId: string) => ['orders', orderId, 'comms'] as const,
  pins: (orderId: string) => ['orders', orderId, 'pins'] as const,
};

export function useOrderComms(orderId: string) {
  return useQuery({
    queryKey: commsKeys.comms(orderId),
    queryFn: async () => (await http.get<OrderComms>(`${orderPath(orderId)}/comms`)).data,
    retry: false,
  });
}

/**
 * The order's pins, oldest first. A pin the stream delivered while the list was being read again is
 * kept: the answer may have been taken just before it.
 */
export function useOrderPins(orderId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: commsKeys.pins(orderId),
    queryFn: async () => {
      const { data } = await http.get<OrderPins>(`${orderPath(orderId)}/pins`);
      const known = new Set(data.items.map((p) => p.id));
      const arrived = queryClient.getQueryData<OrderPins>(commsKeys.pins(orderId))?.items.filter((p) => !known.has(p.id)) ?? [];
      return { items: [...data.items, ...arrived].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
    },
  });
}

/** Adds a pin to the cached list unless it is there already (the stream echoes this page's own pins). */
export function addPin(queryClient: QueryClient, orderId: string, pin: OrderPin) {
  queryClient.setQueryData<OrderPins>(commsKeys.pins(orderId), (list) => {
    if (!list) return list;
    return list.items.some((p) => p.id === pin.id) ? list : { items: [...list.items, pin] };
  });
}

export function usePostPin(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PinBody) => (await http.post<OrderPin>(`${orderPath(orderId)}/pins`, body)).data,
    onSuccess: (pin) => addPin(queryClient, orderId, pin),
  });
}

/** The expiring link to one file's bytes: referral files and CAD files each have their own route. */
export async function fileLink(orderId: string, file: CommsFile): Promise<string> {
  const { data } =
    file.source === 'referral'
      ? await http.post<DownloadLink>(`${orderPath(orderId)}/files/${encodeURIComponent(file.id)}/link`)
      : // With its version: without one the route looks for the file in the latest version only.
        await http.post<DownloadLink>(`${orderPath(orderId)}/cad/link`, { fileId: file.id, ...(file.version ? { version: file.version } : {}) });
  return data.url;
}

/**
 * Downloads the bytes, telling the fraction received when the size is known; one buffer, grown only
 * if the size was wrong. `signedIn` sends the member's token (a file route, not an expiring link).
 */
export async function downloadBytes(
  url: string,
  { onProgress, signal, signedIn = false }: { onProgress: (fraction: number) => void; signal: AbortSignal; signedIn?: boolean },
): Promise<ArrayBuffer> {
  const token = signedIn ? getToken() : null;
  const response = await fetch(url, { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The download answered ${response.status}.`);
  const total = Number(response.headers.get('content-length') ?? 0);
  if (!response.body) return response.arrayBuffer();
  let bytes = new Uint8Array(total || 1 << 20);
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.length > bytes.length) {
      const bigger = new Uint8Array(Math.max(bytes.length * 2, received + value.length));
      bigger.set(bytes.subarray(0, received));
      bytes = bigger;
    }
    bytes.set(value, received);
    received += value.length;
    if (total) onProgress(Math.min(received / total, 1));
  }
  return received === bytes.length ? bytes.buffer : bytes.buffer.slice(0, received);
}
