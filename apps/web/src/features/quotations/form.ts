// The quotation form's values and how they become the shared SubmitQuotationBody. Prices are typed
// as digits (shown with thousands separators) and the delivery as the browser's local date-time, so
// the form schema is the shared one with those two fields read first.
import { DATE_STEP_MINUTES, groupDigits, QuotationItem, SubmitQuotationBody, UNIT_PRICE_MAX, type ProsthesisUnits, type Quotation } from '@dcm/shared';
import { z } from 'zod';

/** The digits a price field keeps: no separators, no leading zeros, never more than the largest price has. */
export function priceDigits(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, String(UNIT_PRICE_MAX).length);
}

/** An empty field is no price at all (NaN), so the shared rule says "enter a unit price". */
export const priceOf = (digits: string): number => (digits === '' ? Number.NaN : Number(digits));

/** The digits as the field shows them, with thousands separators. */
export const groupPriceDigits = (digits: string): string => (digits === '' ? '' : groupDigits(Number(digits)));

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as `<input type="datetime-local">` shows it in the viewer's time zone. */
export const toLocalInput = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The moment a datetime-local value names (read as local time), or null when it is not a date. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The earliest delivery offered: the next half hour. The input's `step` counts from its `min`, so a
 * min on the step keeps every offered time on the hour or the half hour.
 */
export function earliestDelivery(now: Date): Date {
  const step = DATE_STEP_MINUTES * 60_000;
  return new Date(Math.ceil(now.getTime() / step) * step);
}

/**
 * The form's rules: the shared body's, with the delivery also before the request's deadline. Its
 * input is what the fields hold: prices as digits, the delivery as `YYYY-MM-DDTHH:mm` in the
 * viewer's time zone (as `<input type="datetime-local">` holds it); its output is the body to send.
 */
export function quotationFormSchema(deadlineAt: string, now: () => Date = () => new Date()) {
  return z.object({
    items: z.array(QuotationItem.extend({ unitPrice: z.string().transform(priceOf).pipe(QuotationItem.shape.unitPrice) })),
    deliveryAt: z.string().transform((value, ctx) => {
      const date = fromLocalInput(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: value === '' ? 'required' : 'dateInvalid' });
        return z.NEVER;
      }
      if (date.getTime() <= now().getTime()) ctx.addIssue({ code: 'custom', message: 'dateBeforeMin' });
      else if (date.getTime() > Date.parse(deadlineAt)) ctx.addIssue({ code: 'custom', message: 'deliveryAfterDeadline' });
      return date.toISOString();
    }),
    note: SubmitQuotationBody.shape.note,
  });
}

export type QuotationFormValues = z.input<ReturnType<typeof quotationFormSchema>>;

/** The form for a request's units, filled from the T-esigner's quotation when there is one. */
export function formValuesOf(units: ProsthesisUnits, quotation: Quotation | undefined): QuotationFormValues {
  const prices = new Map(quotation?.items.map((i) => [i.type, i.unitPrice]));
  return {
    items: units.map((u) => ({ type: u.type, count: u.count, unitPrice: prices.has(u.type) ? String(prices.get(u.type)) : '' })),
    deliveryAt: quotation ? toLocalInput(new Date(quotation.deliveryAt)) : '',
    note: quotation?.note ?? '',
  };
}

/** The total as typed so far: a price not yet entered counts as nothing. */
export const liveTotalItems = (items: QuotationFormValues['items']): QuotationItem[] =>
  items.map((i) => ({ type: i.type, count: i.count, unitPrice: i.unitPrice === '' ? 0 : Number(i.unitPrice) }));
