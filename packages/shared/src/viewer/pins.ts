// Viewer communication (SPEC §4 step 7, issue 8): both parties of an order open its mesh files in
// the 3D viewer and talk about precise spots: a pin is a point on one file's surface with a
// comment; a reply is a pin's child. Pins are kept with the order and reach the other side live.
import { z } from 'zod';
import { OrderStatus } from '../orders/machine.ts';
import { MemberRef } from '../requests/schema.ts';

/** Statuses in which the parties may add pins: from acceptance until the transaction ends. */
export const PIN_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.accepted, OrderStatus.referralReceived, OrderStatus.cadUploaded, OrderStatus.reworkRequested];

export const PIN_COMMENT_MAX = 1000;

/** A point in the file's coordinates (mm for dental files). */
export const PinPoint = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);

/** `POST /api/v1/orders/:id/pins`: a pin on one of the order's mesh files, or a reply (`parentId`, same file). */
export const PinBody = z.object({
  fileId: z.uuid(),
  point: PinPoint,
  comment: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(PIN_COMMENT_MAX, { error: 'tooLong' }),
  parentId: z.uuid().optional(),
});
export type PinBody = z.infer<typeof PinBody>;

export const OrderPin = z.object({
  id: z.uuid(),
  fileId: z.uuid(),
  point: PinPoint,
  comment: z.string(),
  parentId: z.uuid().nullable(),
  author: MemberRef,
  authorRole: z.enum(['client', 'designer']),
  createdAt: z.string(),
});
export type OrderPin = z.infer<typeof OrderPin>;

export const OrderPins = z.object({ items: z.array(OrderPin) });
export type OrderPins = z.infer<typeof OrderPins>;

/**
 * A mesh file the viewer can open for the order: a referral's file (the scan, others) or a file of
 * a CAD delivery (`version`). Its bytes come through the order's download links
 * (`POST /orders/:id/files/:fileId/link` for referral files, `POST /orders/:id/cad/link` with
 * `fileId` for CAD files).
 */
export const CommsFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  source: z.enum(['referral', 'cad']),
  version: z.number().int().nullable(),
});
export type CommsFile = z.infer<typeof CommsFile>;

/** `GET /api/v1/orders/:id/comms`: the order's mesh files (STL, PLY, OBJ by name) and whether the viewer may add pins now. */
export const OrderComms = z.object({ files: z.array(CommsFile), canPin: z.boolean() });
export type OrderComms = z.infer<typeof OrderComms>;
