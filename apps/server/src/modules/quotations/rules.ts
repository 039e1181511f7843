// What a quotation must satisfy: who may quote, while the request takes quotations, and
// what the schema cannot check against the request. Pure: each throws the AppError it answers with.
import { ErrorCode, QUOTABLE_STATUSES, RequestType, type SubmitQuotationBody } from '@dcm/shared';
import { AppError } from '../../platform/errors.ts';
import { isDesigner, type RequestRow, type Viewer } from '../requests/index.ts';

/** Only an approved T-esigner quotes; a dental lab first needs a T-esigner profile (SPEC §6). */
export function assertCanQuote(viewer: Viewer): void {
  if (!isDesigner(viewer)) throw new AppError(viewer.kind === 'lab' ? ErrorCode.DesignerProfileRequired : ErrorCode.Forbidden, 403);
  if (!viewer.approved) throw new AppError(ErrorCode.Forbidden, 403);
}

/** Quotations are taken on public requests still open, until the expiry by the server's clock (not the sweep's). */
export function assertQuotable(request: RequestRow, now: Date): void {
  const open = request.type === RequestType.Public && QUOTABLE_STATUSES.includes(request.status) && request.quoteExpiresAt > now;
  if (!open) throw new AppError(ErrorCode.QuoteClosed, 409);
}

/**
 * What the schema cannot know. The delivery is possible (after now) and in time (by the request's
 * deadline). The items price exactly the request's units, each type once with its requested count:
 * clients compare totals side by side, so a quotation leaving out a type or a unit would look cheaper
 * than it is.
 */
export function assertFitsRequest(request: RequestRow, body: SubmitQuotationBody, now: Date): void {
  const fields: Record<string, string> = {};
  const deliveryAt = new Date(body.deliveryAt);
  if (deliveryAt <= now) fields.deliveryAt = 'dateBeforeMin';
  else if (deliveryAt > request.deadlineAt) fields.deliveryAt = 'deliveryAfterDeadline';

  const requested = new Map(request.units.map((u) => [u.type, u.count]));
  const priced = new Set<string>();
  body.items.forEach((item, i) => {
    const count = requested.get(item.type);
    if (count === undefined) fields[`items.${i}.type`] = 'typeNotRequested';
    else if (priced.has(item.type)) fields[`items.${i}.type`] = 'invalid';
    else if (item.count !== count) fields[`items.${i}.count`] = 'invalid';
    priced.add(item.type);
  });
  const itemsFine = !Object.keys(fields).some((k) => k.startsWith('items.'));
  if (itemsFine && [...requested.keys()].some((type) => !priced.has(type))) fields.items = 'required';

  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
}
