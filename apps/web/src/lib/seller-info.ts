// The seller's legal information (decision 0030), as the server wrote it into this page's HTML at
// start-up: read synchronously when a layout first renders, so the footer is complete in the app's
// first paint and matches the pre-rendered page it takes over. Vite's dev server and the unit tests
// serve HTML without it: then, as with nothing configured, no block. Read by hand, not with the
// schema: zod stays out of the start (decision 0034).
import { hasSellerInfo, SELLER_INFO_SCRIPT_ID, sellerInfoOf, type SellerInfo } from '@dcm/shared/content/seller-fields';

export function readSellerInfo(): SellerInfo | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(SELLER_INFO_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  // Written by our server from its parsed settings; a shape this build does not know shows no block rather than break every page.
  const seller = sellerInfoOf(JSON.parse(text));
  return hasSellerInfo(seller) ? seller : undefined;
}
