// What the events of EVENTS.md share: the actor's nickname and the case's name for the templates,
// and the web page each side of an order opens (apps/web/src/app/routes.tsx), so every module
// names and links the same way.
import type { Db } from '../../db/client.ts';
import { memberRefsOf } from '../members/index.ts';

/** The member's nickname as the templates name them ('' for a member without one). */
export async function nicknameOf(db: Db, memberNo: number): Promise<string> {
  return (await memberRefsOf(db, [memberNo])).get(memberNo)?.nickname ?? '';
}

/**
 * The param that names the case of a request or an order (issue 26): its referral numbers, which the
 * emitting module reads in its transaction (requests `referralNumbersOf`). None for a case without
 * numbers, whose notices read as before.
 */
export const caseParams = (referralNumbers: readonly string[]): { referralNumbers?: string[] } =>
  referralNumbers.length > 0 ? { referralNumbers: [...referralNumbers] } : {};

/** The order's page for its client (the contract and the order's state) or for its T-esigner. */
export const orderPageFor = (role: 'client' | 'designer', orderId: string): string =>
  role === 'designer' ? `/payment/${orderId}/designer` : `/payment/contract/${orderId}`;

/** The request's page (/request/view/{id}), the same for the client and the T-esigners. */
export const requestPage = (requestId: string): string => `/request/view/${requestId}`;
