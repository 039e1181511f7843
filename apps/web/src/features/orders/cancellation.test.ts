import { CancellationAction, CancellationStatus, OrderStatus } from '@dcm/shared';
import { describe, expect, it } from 'vitest';
import { cancellationSplit, cancellationShown } from './cancellation.ts';
import { cancellationOf, orderOf } from './test-fixtures.ts';

describe('cancellation by agreement', () => {
  it('gives the client the floor of half the payment and the T-esigner the rest, like the server', () => {
    expect(cancellationSplit(410_000)).toEqual({ back: 205_000, kept: 205_000 });
    expect(cancellationSplit(410_001)).toEqual({ back: 205_000, kept: 205_001 });
    // USD in cents: $19.99 → $9.99 back, $10.00 kept.
    expect(cancellationSplit(1_999)).toEqual({ back: 999, kept: 1_000 });
  });

  it('shows the panel from acceptance until the CAD upload, and on an order an approved request cancelled', () => {
    expect(cancellationShown(orderOf({ status: OrderStatus.accepted }))).toBe(true);
    expect(cancellationShown(orderOf({ status: OrderStatus.referralReceived }))).toBe(true);
    expect(cancellationShown(orderOf({ status: OrderStatus.awaitingAcceptance }))).toBe(false);
    expect(cancellationShown(orderOf({ status: OrderStatus.cadUploaded }))).toBe(false);
    const rejected = { latest: cancellationOf({ status: CancellationStatus.rejected, rejectReason: 'Almost done.' }), actions: [] };
    expect(cancellationShown(orderOf({ status: OrderStatus.cadUploaded, cancellation: rejected }))).toBe(false);
    const approved = { latest: cancellationOf({ status: CancellationStatus.approved }), actions: [] };
    expect(cancellationShown(orderOf({ status: OrderStatus.cancelled, cancellation: approved }))).toBe(true);
    expect(cancellationShown(orderOf({ status: OrderStatus.cancelled }))).toBe(false);
    const open = { latest: cancellationOf(), actions: [CancellationAction.approve, CancellationAction.reject] };
    expect(cancellationShown(orderOf({ status: OrderStatus.cadUploaded, cancellation: open }))).toBe(true);
  });
});
