// What the web learns from the server at run time (GET /api/v1/common/client-config): where the
// push API lives and whether the customer-chat widget is on. Asked once per page load; a failed
// answer is asked again the next time someone needs it.
import type { ClientConfig } from '@dcm/shared';
import { http } from './http.ts';

export const CLIENT_CONFIG_PATH = '/api/v1/common/client-config';

let pending: Promise<ClientConfig> | null = null;

export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= http.get<ClientConfig>(CLIENT_CONFIG_PATH).then(
    ({ data }) => data,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Tests start each case without the answer of the one before. */
export function forgetClientConfig(): void {
  pending = null;
}
