// The settlement request form's values and rules (SPEC §9): a currency, an amount as typed, and the
// electronic tax invoice details, checked by the shared SettlementBody's rules against the earnings.
import { accountHolderVerified, InvoiceDetails, MONEY_MAX, MoneyFields, type Currency, type SettlementTerms } from '@dcm/shared';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { parseAmount } from '../../lib/money.ts';

const INVOICE_FIELDS = ['businessNumber', 'businessName', 'representative', 'email'] as const;
const FORM_FIELDS = ['currency', 'amount', ...INVOICE_FIELDS.map((f) => `invoice.${f}` as const)] as const;
type FormField = (typeof FORM_FIELDS)[number];
export const isFormField = (name: string): name is FormField => (FORM_FIELDS as readonly string[]).includes(name);

export interface SettlementFormValues {
  currency: Currency;
  /** As typed: whole won, or dollars with up to two decimals. */
  amount: string;
  invoice: InvoiceDetails;
}

/**
 * The form's rules: the shared SettlementBody's, with the typed amount read as minor units of the
 * chosen currency and held to the earnings there are. The amount depends on the currency, so the
 * schema is made for one currency; changing it empties the amount.
 */
export function settlementFormSchema(currency: Currency, available: number) {
  const amount = z
    .string()
    .transform((text, ctx) => {
      const minor = parseAmount(text, currency);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: text.trim() === '' ? 'required' : 'amountInvalid' });
        return z.NEVER;
      }
      return minor;
    })
    .pipe(MoneyFields.shape.amount.max(MONEY_MAX[currency], { error: 'amountInvalid' }).max(available, { error: 'amountAboveEarnings' }));
  return z.object({ currency: z.literal(currency), amount, invoice: InvoiceDetails });
}

export const errorNames = (errors: FieldErrors<SettlementFormValues>): string[] => [
  ...(errors.currency ? ['currency'] : []),
  ...(errors.amount ? ['amount'] : []),
  ...INVOICE_FIELDS.filter((f) => errors.invoice?.[f]).map((f) => `invoice.${f}`),
];

/**
 * Whether the account on file may be paid into (SPEC §8 "verify account holder", decision 0041): its
 * holder is the representative the member registered (the invoice details start from that). The
 * shared rule the server applies to the request; without an account, BANK_ACCOUNT_MISSING says it.
 */
export const holderVerifiedOf = (terms: SettlementTerms): boolean => !terms.bank || accountHolderVerified(terms.bank.depositor, terms.invoice.representative);
