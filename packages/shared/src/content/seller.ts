// The seller's legal information that Korean e-commerce law (전자상거래법 §10, 13) asks every page of
// a shop to show: company, representative, business and mail-order numbers, address, contact and
// hosting provider, with a link to the Fair Trade Commission's public lookup (decision 0030).
// Rendered here as one HTML string in each language, because the server writes it into the
// pre-rendered pages at start-up and the app renders the very same string: the hand-off moves nothing.
// Here the schema the server reads its settings with; the rest, without zod, in seller-fields.ts.
import { z } from 'zod';
import type { SellerInfo as SellerInfoShape } from './seller-fields.ts';

export {
  businessLookupUrl,
  businessNumberDigits,
  formatBusinessNumber,
  hasSellerInfo,
  SELLER_INFO_SCRIPT_ID,
  SELLER_INFO_SLOT,
  sellerInfoHtml,
  sellerInfoJson,
} from './seller-fields.ts';

const Both = z.object({ ko: z.string(), en: z.string() });

/** What the operator configured (SELLER_* variables); a field left unset is not shown (the shape of seller-fields.ts). */
export const SellerInfo = z.object({
  companyName: Both.optional(),
  representative: Both.optional(),
  businessNumber: z.string().optional(),
  mailOrderNumber: z.string().optional(),
  address: Both.optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  hosting: z.string().optional(),
}) satisfies z.ZodType<SellerInfoShape>;
export type SellerInfo = z.infer<typeof SellerInfo>;

