// The seller's legal information (decision 0030), as the server wrote it into this page's HTML at
// start-up: read synchronously when a layout first renders, so the footer is complete in the app's
// first paint and matches the pre-rendered page it takes over. Vite's dev server and the unit tests
// serve HTML without it: then, as with nothing configured, no block.
import { hasSellerInfo, SELLER_INFO_SCRIPT_ID, SellerInfo } from '@dcm/shared';

export function readSellerInfo(): SellerInfo | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(SELLER_INFO_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  // Written by our server from its parsed settings; a shape this build does not know shows no block rather than break every page.
  const parsed = SellerInfo.safeParse(JSON.parse(text));
  return parsed.success && hasSellerInfo(parsed.data) ? parsed.data : undefined;
}
