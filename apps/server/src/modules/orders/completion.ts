// Completion by itself (SPEC §4 step 11, issue 7): when the client neither confirms nor asks a
// rework within the configured business days after a delivery, the order completes and the escrow
// goes to the T-esigner; a day before, both parties are told: an e-mail to each, in their language,
// and a `completionNotice` event the notifications issue will deliver too (the order pages show the
// date all along). Two scheduled jobs; each run takes a batch in the job's transaction and locks
// every order as any move does.
import { findOrderTransition, formatCaseName, formatDocumentTime, OrderAction, OrderEventKind, OrderStatus } from '@dcm/shared';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { contactsOf, memberRefsOf } from '../members/index.ts';
import { caseParams, notify, orderPageFor } from '../notifications/index.ts';
import { lockRequest, referralNumbersOf } from '../requests/index.ts';
import { CONTRACT_TIME_ZONE } from './contract.ts';
import { moveOrder, recordEvent, type OrderRow } from './service.ts';
import { lapseOpenSurcharge } from './surcharges.ts';

/** How long before completing by itself both parties are told. */
export const COMPLETION_NOTICE_MS = 24 * 3_600_000;

/** Orders handled per run: a backlog is caught up over the next runs, never in one long transaction. */
const BATCH = 50;

const dueOrders = (tx: Db, until: Date, unnoticed = false) =>
  tx
    .select({ id: orders.id, requestId: orders.requestId })
    .from(orders)
    .where(and(eq(orders.status, OrderStatus.cadUploaded), lte(orders.completesAt, until), unnoticed ? isNull(orders.completionNoticeAt) : undefined))
    .orderBy(asc(orders.completesAt))
    .limit(BATCH);

/** The order and its request locked, re-read: a client may have confirmed since the list was read. */
async function lockDue(tx: Tx, due: { id: string; requestId: string }) {
  const request = await lockRequest(tx, due.requestId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, due.id)).for('update');
  return { request, order };
}

/** Tells both parties their order is complete (`auto`: by itself, else the client confirmed), each naming the other and the case. */
export async function notifyCompleted(tx: Tx, order: OrderRow, auto: boolean): Promise<void> {
  const facts = { ...caseParams(await referralNumbersOf(tx, order.requestId)), amount: order.amount, currency: order.currency, auto: auto ? 1 : 0 };
  // Both nicknames in one read.
  const refs = await memberRefsOf(tx, [order.clientNo, order.designerNo]);
  const nickname = (memberNo: number) => refs.get(memberNo)?.nickname ?? '';
  await notify(tx, { event: 'orderCompleted', to: [order.clientNo], params: { nickname: nickname(order.designerNo), ...facts }, link: orderPageFor('client', order.id) });
  await notify(tx, { event: 'orderCompleted', to: [order.designerNo], params: { nickname: nickname(order.clientNo), ...facts }, link: orderPageFor('designer', order.id) });
}

/** Completes the orders whose day has come: an open surcharge lapses, the escrow is released. Answers how many. */
export async function completeDueOrders(tx: Tx, now: Date = new Date()): Promise<number> {
  let done = 0;
  for (const due of await dueOrders(tx, now)) {
    const { request, order } = await lockDue(tx, due);
    const transition = order && findOrderTransition(OrderAction.autoComplete, order.status, 'system');
    if (!order || !transition || !order.completesAt || order.completesAt > now) continue;
    await lapseOpenSurcharge(tx, order);
    await moveOrder(tx, order, request, transition, { actorNo: null, changes: { completedAt: now, completesAt: null } });
    await notifyCompleted(tx, order, true);
    done += 1;
  }
  return done;
}

/** The notice of each side, in Korean for members in Korea and in English elsewhere (as the approval mails). */
function noticeText(role: 'client' | 'designer', locale: 'ko' | 'en', referralNumbers: readonly string[], completesAt: string, link: string): { subject: string; body: string } {
  // Named by the case, as the notifications are: "의뢰서 번호 2026-031: 거래 자동 완료 안내".
  const caseName = formatCaseName(referralNumbers, locale);
  const subject = (text: string) => (caseName ? `${caseName}: ${text}` : text);
  if (locale === 'ko') {
    return role === 'client'
      ? { subject: subject('거래 자동 완료 안내'), body: `전달받은 CAD 결과물의 수령을 확인하거나 재작업을 요청하지 않으면 ${completesAt}(한국 시간)에 거래가 자동으로 완료되고 결제 금액이 티자이너에게 지급됩니다.\n${link}` }
      : { subject: subject('거래 자동 완료 안내'), body: `의뢰인이 응답하지 않으면 ${completesAt}(한국 시간)에 거래가 자동으로 완료되고 결제 금액이 정산 금액으로 지급됩니다.\n${link}` };
  }
  return role === 'client'
    ? { subject: subject('Your order completes soon'), body: `Unless you confirm receipt of the CAD result or ask for a rework, the transaction completes by itself on ${completesAt} (Korean time) and the payment goes to the T-esigner.\n${link}` }
    : { subject: subject('Your order completes soon'), body: `Unless the client answers first, the transaction completes by itself on ${completesAt} (Korean time) and the payment goes to your earnings.\n${link}` };
}

/**
 * Tells both parties of the orders completing within COMPLETION_NOTICE_MS, once per delivery.
 * `outbox` writes through the job's transaction (the dev outbox rows commit with the notice); an
 * SMTP mail goes out at once, so should the transaction then fail, the next run mails again: at
 * least once, never silently none. Answers how many orders were noticed.
 */
export async function noticeDueCompletions(tx: Tx, outbox: Outbox, publicUrl: string, now: Date = new Date()): Promise<number> {
  let done = 0;
  for (const due of await dueOrders(tx, new Date(now.getTime() + COMPLETION_NOTICE_MS), true)) {
    const { order } = await lockDue(tx, due);
    if (!order || order.status !== OrderStatus.cadUploaded || order.completionNoticeAt || !order.completesAt) continue;
    await tx.update(orders).set({ completionNoticeAt: now }).where(eq(orders.id, order.id));
    await recordEvent(tx, order, null, OrderEventKind.completionNotice, { completesAt: order.completesAt.toISOString() });
    const parties = await contactsOf(tx, [order.clientNo, order.designerNo]);
    const when = formatDocumentTime(order.completesAt, CONTRACT_TIME_ZONE);
    const numbers = await referralNumbersOf(tx, order.requestId);
    for (const party of parties.values()) {
      const role = party.memberNo === order.clientNo ? 'client' : 'designer';
      const link = `${publicUrl}${role === 'client' ? `/payment/cad/${order.id}` : `/payment/${order.id}/designer`}`;
      await outbox.send({ channel: 'email', recipient: party.email, ...noticeText(role, party.nation && party.nation !== 'KR' ? 'en' : 'ko', numbers, when, link) });
    }
    done += 1;
  }
  return done;
}
