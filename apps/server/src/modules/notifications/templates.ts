// What each notification event says, in Korean and in English: the title and body of the in-app
// list and the web push, and the e-mail (subject, text and HTML). Every param is optional: a
// template reads well with what it is given and never shows a placeholder or "undefined".
import { Currency, formatCaseName, formatMoney, NotificationEventKinds, type Locale, type NotificationEvent, type NotificationParams } from '@dcm/shared';

/**
 * The params the templates read (EVENTS.md beside this file says which event carries which):
 * - `referralNumbers`: the case a request or an order is about (issue 26), its referral numbers in
 *   the request's order; every title about it leads with them. Absent on notices written before.
 * - `nickname`: the other party (who quoted, chose, wrote, reviewed…)
 * - `amount` (minor units) with `currency` ('KRW' | 'USD', KRW when absent)
 * - `reason`: why (a rejection, a rework, a cancellation, a surcharge)
 * - `decision`: cancellationDecided 'approved' | 'rejected'; refundDecided 'refunded' | 'rejected';
 *   settlementDecided 'approved' | 'paid' | 'rejected'
 * - `version` of a CAD delivery; `kind` of a rework ('designError' | 'changedPrescription');
 *   `auto` (1) when an order completed by itself; `rating` 1–10 of a review
 * - `preview`: the start of a chat message; `title`: a notice's title
 * - reportDecided: `target` ('member' | 'request' | 'review'), `name` (the reported member's
 *   nickname, member reports only), `decision` 'actioned' | 'dismissed'
 */
export type TemplateParams = NotificationParams;

export interface RenderedNotification {
  title: string;
  body: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type Template = (p: Reader) => RenderedNotification;

/** Reads params for one locale; an absent param gives '' (or a neutral word), never a placeholder. */
class Reader {
  private readonly params: NotificationParams;
  readonly locale: Locale;

  constructor(params: NotificationParams, locale: Locale) {
    this.params = params;
    this.locale = locale;
  }

  str(key: string): string {
    const v = this.params[key];
    return v === undefined || v === null ? '' : String(v).trim();
  }

  /** The other party: "한빛기공님" / "한빛기공", or "상대 회원" / "A member" when unnamed (Korean takes 이/의 after either). */
  who(): string {
    const nickname = this.str('nickname');
    if (this.locale === 'ko') return nickname ? `${nickname}님` : '상대 회원';
    return nickname || 'A member';
  }

  /** The case the notice is about, named as every screen names it (formatCaseName); '' without a number. */
  caseName(): string {
    const raw = this.params.referralNumbers;
    return formatCaseName(Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [], this.locale) ?? '';
  }

  /** The amount in its currency ("12,000원" / "₩12,000", "$12.50"), or '' when absent. */
  amount(): string {
    const raw = this.params.amount;
    const n = typeof raw === 'number' ? raw : Number(raw);
    if (raw === undefined || raw === '' || !Number.isFinite(n)) return '';
    return formatMoney(n, this.str('currency') === 'USD' ? Currency.USD : Currency.KRW, this.locale);
  }

  /** A sentence about the reason, or '' when none was given. */
  reason(): string {
    const r = this.str('reason');
    if (!r) return '';
    return this.locale === 'ko' ? ` 사유: ${r}` : ` Reason: ${r}`;
  }

  rejected(): boolean {
    return this.str('decision') === 'rejected';
  }

  /**
   * The quick request's number (and the amount, with `withAmount`) in parentheses for Korean, so the
   * particle after it follows "의뢰": "퀵 의뢰(Q-000123, 15,000원)가"; '' when absent.
   */
  quickRef(withAmount = true): string {
    const parts = [this.str('number'), withAmount ? this.amount() : ''].filter(Boolean);
    return parts.length ? `(${parts.join(', ')})` : '';
  }

  /**
   * What a report was about (reportDecided): the reported member by nickname, a request or a review;
   * '' when unknown. Korean takes "에 대한" after any of them; English reads "about …".
   */
  reported(): string {
    const target = this.str('target');
    const name = this.str('name');
    if (this.locale === 'ko') {
      if (target === 'member') return name ? `${name}님` : '회원';
      return ({ request: '의뢰 요청', review: '리뷰' } as Record<string, string>)[target] ?? '';
    }
    if (target === 'member') return name ? `the member ${name}` : 'a member';
    return ({ request: 'a request', review: 'a review' } as Record<string, string>)[target] ?? '';
  }

  /** A later CAD delivery (version 2, 3…) after a rework. */
  redelivery(): number {
    const v = Number(this.str('version'));
    return Number.isInteger(v) && v > 1 ? v : 0;
  }
}

const ko: Record<NotificationEvent, Template> = {
  joinApproved: () => ({ title: '가입이 승인되었습니다', body: '회원 가입이 승인되었습니다. 지금 로그인해 서비스를 이용해 보세요.' }),
  joinRejected: (p) => ({ title: '가입이 반려되었습니다', body: `회원 가입 신청이 반려되었습니다. 내용을 확인한 뒤 다시 신청해 주세요.${p.reason()}` }),
  quotationReceived: (p) => ({
    title: '새 견적이 도착했습니다',
    body: `${p.who()}이 의뢰에 견적${p.amount() ? `(${p.amount()})` : ''}을 보냈습니다.`,
  }),
  quotationChosen: (p) => ({
    title: '견적이 선택되었습니다',
    body: `${p.who()}이 회원님의 견적${p.amount() ? `(${p.amount()})` : ''}을 선택했습니다.`,
  }),
  quotationNotChosen: (p) => ({ title: '다른 견적이 선택되었습니다', body: `${p.who()}이 다른 견적을 선택했습니다. 다음 의뢰에서 다시 만나요.` }),
  contractRequested: (p) => ({ title: '계약 요청이 도착했습니다', body: `${p.who()}이 계약을 요청했습니다. 내용을 확인하고 수락해 주세요.` }),
  contractAccepted: (p) => ({ title: '계약이 체결되었습니다', body: `${p.who()}이 계약을 수락했습니다.` }),
  contractDeclined: (p) => ({ title: '계약이 거절되었습니다', body: `${p.who()}이 계약을 거절했습니다.${p.reason()}` }),
  referralDeclined: (p) => ({ title: '지정 의뢰가 거절되었습니다', body: `${p.who()}이 지정 의뢰를 거절했습니다. 다른 티자이너에게 다시 의뢰할 수 있습니다.${p.reason()}` }),
  referralReceived: (p) => ({ title: '새 의뢰서가 도착했습니다', body: `${p.who()}이 회원님을 지정해 의뢰서를 보냈습니다.` }),
  cadUploaded: (p) => ({
    title: p.redelivery() ? '수정된 CAD 결과물이 도착했습니다' : 'CAD 결과물이 도착했습니다',
    body: `${p.who()}이 CAD 파일${p.redelivery() ? `(${p.redelivery()}차)` : ''}을 올렸습니다. 확인 후 수령을 확정해 주세요.`,
  }),
  cadReplaced: (p) => ({
    title: 'CAD 파일이 교체되었습니다',
    body: `${p.who()}이 확인 전의 CAD 파일을 새 파일${p.redelivery() ? `(${p.redelivery()}차)` : ''}로 교체했습니다. 새 파일을 확인해 주세요.`,
  }),
  surchargeRequested: (p) => ({
    title: '추가 금액 요청',
    body: `추가 금액${p.amount() ? `(${p.amount()})` : ''}이 요청되었습니다.${p.reason()}`,
  }),
  surchargePaid: (p) => ({ title: '추가 금액이 결제되었습니다', body: `${p.who()}이 추가 금액${p.amount() ? `(${p.amount()})` : ''}을 결제했습니다.` }),
  reworkRequested: (p) => {
    const kind = ({ designError: '디자인 오류', changedPrescription: '처방 변경' } as Record<string, string>)[p.str('kind')];
    return { title: '재작업 요청', body: `${p.who()}이 재작업${kind ? `(${kind})` : ''}을 요청했습니다.${p.reason()}` };
  },
  cancellationRequested: (p) => ({ title: '거래 취소 요청', body: `${p.who()}이 거래 취소를 요청했습니다.${p.reason()}` }),
  cancellationDecided: (p) =>
    !p.rejected()
      ? { title: '거래가 취소되었습니다', body: `${p.who()}이 거래 취소 요청을 승인했습니다.` }
      : { title: '취소 요청이 거절되었습니다', body: `${p.who()}이 거래 취소 요청을 거절했습니다.${p.reason()}` },
  orderCancelled: (p) => ({
    title: '거래가 취소되었습니다',
    body: `${p.who()}이 수락 전에 거래를 취소했습니다.${p.amount() ? ` 결제 금액(${p.amount()})은 의뢰인에게 환불되었습니다.` : ''}`,
  }),
  orderCompleted: (p) => ({
    title: '거래가 완료되었습니다',
    body:
      p.str('auto') === '1'
        ? '수령 확인 기한이 지나 수령이 자동으로 확정되었고, 거래가 완료되었습니다.'
        : '거래의 모든 과정이 완료되었습니다. 이용해 주셔서 감사합니다.',
  }),
  reviewReceived: (p) => ({
    title: '새 리뷰가 등록되었습니다',
    body: `${p.who()}이 리뷰를 남겼습니다${p.str('rating') ? ` (평점 ${p.str('rating')}/10)` : ''}.`,
  }),
  refundDecided: (p) =>
    !p.rejected()
      ? { title: '환불이 완료되었습니다', body: `환불 요청${p.amount() ? `(${p.amount()})` : ''}이 승인되어 결제하신 카드로 환불되었습니다.` }
      : { title: '환불이 거절되었습니다', body: `환불 요청${p.amount() ? `(${p.amount()})` : ''}이 거절되었습니다.${p.reason()}` },
  settlementDecided: (p) =>
    p.str('decision') === 'paid'
      ? { title: '정산금이 지급되었습니다', body: `정산 요청${p.amount() ? `(${p.amount()})` : ''}에 대한 금액이 등록된 계좌로 지급되었습니다.` }
      : !p.rejected()
      ? { title: '정산이 승인되었습니다', body: `정산 요청${p.amount() ? `(${p.amount()})` : ''}이 승인되었습니다. 곧 등록된 계좌로 지급됩니다.` }
      : { title: '정산이 거절되었습니다', body: `정산 요청${p.amount() ? `(${p.amount()})` : ''}이 거절되었습니다.${p.reason()}` },
  chatMessage: (p) => ({ title: `${p.who()}의 새 메시지`, body: p.str('preview') || '새 메시지가 도착했습니다.' }),
  quickPosted: (p) => ({
    title: '새 퀵 의뢰가 올라왔습니다',
    body: `퀵 의뢰${p.quickRef()}가 게시판에 올라왔습니다. 먼저 수락한 티자이너가 작업합니다.`,
  }),
  quickTaken: (p) => ({ title: '퀵 의뢰가 수락되었습니다', body: `${p.who()}이 퀵 의뢰${p.quickRef(false)}를 수락해 작업을 시작했습니다.` }),
  quickDelivered: (p) => ({
    title: p.redelivery() ? '퀵 의뢰의 수정 결과물이 도착했습니다' : '퀵 의뢰 결과물이 도착했습니다',
    body: `${p.who()}이 퀵 의뢰${p.quickRef(false)}의 CAD 파일${p.redelivery() ? `(${p.redelivery()}차)` : ''}을 올렸습니다. 확인 후 완료해 주세요.`,
  }),
  quickReplaced: (p) => ({
    title: '퀵 의뢰의 CAD 파일이 교체되었습니다',
    body: `${p.who()}이 퀵 의뢰${p.quickRef(false)}의 확인 전 CAD 파일을 새 파일${p.redelivery() ? `(${p.redelivery()}차)` : ''}로 교체했습니다. 새 파일을 확인해 주세요.`,
  }),
  quickRemakeRequested: (p) => ({ title: '퀵 의뢰 재제작 요청', body: `${p.who()}이 퀵 의뢰${p.quickRef(false)}의 재제작을 요청했습니다.${p.reason()}` }),
  quickCompleted: (p) => ({
    title: '퀵 의뢰가 완료되었습니다',
    body:
      p.str('auto') === '1'
        ? `확인 기한이 지나 퀵 의뢰${p.quickRef(false)}가 자동으로 완료되었습니다.`
        : `퀵 의뢰${p.quickRef(false)}가 완료되었습니다. 이용해 주셔서 감사합니다.`,
  }),
  quickMissed: (p) => ({
    title: '퀵 의뢰의 마감 시간이 지났습니다',
    body: `퀵 의뢰${p.quickRef(false)}가 마감 시간까지 납품되지 않았습니다.${
      p.str('onMissed') === 'refund'
        ? ` 결제 금액${p.amount() ? `(${p.amount()})` : ''}은 의뢰인에게 환불되었습니다.`
        : p.str('onMissed') === 'repost'
        ? ' 의뢰는 다른 티자이너가 수락할 수 있도록 게시판에 다시 올라갔습니다.'
        : ''
    }`,
  }),
  quickSettlementDecided: (p) =>
    p.str('decision') === 'paid'
      ? { title: '퀵 정산금이 지급되었습니다', body: `퀵 정산 요청${p.amount() ? `(${p.amount()})` : ''}에 대한 금액이 등록된 계좌로 지급되었습니다.` }
      : !p.rejected()
      ? { title: '퀵 정산이 승인되었습니다', body: `퀵 정산 요청${p.amount() ? `(${p.amount()})` : ''}이 승인되었습니다. 곧 등록된 계좌로 지급됩니다.` }
      : { title: '퀵 정산이 거절되었습니다', body: `퀵 정산 요청${p.amount() ? `(${p.amount()})` : ''}이 거절되었습니다.${p.reason()}` },
  noticePublished: (p) => ({ title: '새 공지사항', body: p.str('title') || '새 공지사항이 등록되었습니다.' }),
  inquiryAnswered: (p) => ({ title: '문의에 답변이 등록되었습니다', body: p.str('title') ? `‘${p.str('title')}’ 문의에 운영자가 답변했습니다.` : '1:1 문의에 운영자가 답변했습니다.' }),
  // Never the operator's note nor what happened to the reported member: only that it was reviewed and the outcome.
  reportDecided: (p) => ({
    title: '신고 검토가 완료되었습니다',
    body: `${p.reported() ? `${p.reported()}에 대한 ` : ''}신고를 검토했습니다.${
      p.str('decision') === 'actioned'
        ? ' 운영 정책에 따라 필요한 조치를 했습니다.'
        : p.str('decision') === 'dismissed'
        ? ' 운영 정책 위반이 확인되지 않아 별도 조치 없이 종료했습니다.'
        : ''
    } 신고해 주셔서 감사합니다.`,
  }),
  pushTest: () => ({ title: '테스트 알림', body: '알림이 정상적으로 설정되었습니다.' }),
};

const en: Record<NotificationEvent, Template> = {
  joinApproved: () => ({ title: 'Your membership is approved', body: 'Your sign-up has been approved. Sign in and start using the service.' }),
  joinRejected: (p) => ({ title: 'Your sign-up was not approved', body: `Your sign-up was not approved. Please check the details and apply again.${p.reason()}` }),
  quotationReceived: (p) => ({
    title: 'New quotation',
    body: `${p.who()} sent a quotation${p.amount() ? ` of ${p.amount()}` : ''} for your request.`,
  }),
  quotationChosen: (p) => ({
    title: 'Your quotation was chosen',
    body: `${p.who()} chose your quotation${p.amount() ? ` of ${p.amount()}` : ''}.`,
  }),
  quotationNotChosen: (p) => ({ title: 'Another quotation was chosen', body: `${p.who()} chose another quotation. Better luck with the next request.` }),
  contractRequested: (p) => ({ title: 'Contract requested', body: `${p.who()} signed the contract and asks you to accept it. Please review it.` }),
  contractAccepted: (p) => ({ title: 'Contract signed', body: `${p.who()} accepted the contract for the order.` }),
  contractDeclined: (p) => ({ title: 'Contract declined', body: `${p.who()} declined the contract for the order.${p.reason()}` }),
  referralDeclined: (p) => ({ title: 'Designated request declined', body: `${p.who()} declined your designated request. You can send it to another T-esigner.${p.reason()}` }),
  referralReceived: (p) => ({ title: 'New referral', body: `${p.who()} sent a referral to you directly.` }),
  cadUploaded: (p) => ({
    title: p.redelivery() ? 'Revised CAD result delivered' : 'CAD result delivered',
    body: `${p.who()} uploaded the ${p.redelivery() ? `revised CAD files (version ${p.redelivery()})` : 'CAD files'} for the order. Please check them and confirm receipt.`,
  }),
  cadReplaced: (p) => ({
    title: 'CAD result replaced',
    body: `${p.who()} replaced the CAD files you had not answered yet${p.redelivery() ? ` with version ${p.redelivery()}` : ''}. Please check the new files.`,
  }),
  surchargeRequested: (p) => ({
    title: 'Surcharge requested',
    body: `A surcharge${p.amount() ? ` of ${p.amount()}` : ''} was requested for the order.${p.reason()}`,
  }),
  surchargePaid: (p) => ({ title: 'Surcharge paid', body: `${p.who()} paid the surcharge${p.amount() ? ` of ${p.amount()}` : ''} for the order.` }),
  reworkRequested: (p) => {
    const kind = ({ designError: 'design error', changedPrescription: 'changed prescription' } as Record<string, string>)[p.str('kind')];
    return { title: 'Rework requested', body: `${p.who()} asked for a rework of the order${kind ? ` (${kind})` : ''}.${p.reason()}` };
  },
  cancellationRequested: (p) => ({ title: 'Cancellation requested', body: `${p.who()} asked to cancel the order.${p.reason()}` }),
  cancellationDecided: (p) =>
    !p.rejected()
      ? { title: 'Order cancelled', body: `${p.who()} approved cancelling the order.` }
      : { title: 'Cancellation declined', body: `${p.who()} declined cancelling the order.${p.reason()}` },
  orderCancelled: (p) => ({
    title: 'Order cancelled',
    body: `${p.who()} cancelled the order before you accepted it.${p.amount() ? ` The payment (${p.amount()}) went back to the client.` : ''}`,
  }),
  orderCompleted: (p) => {
    return {
      title: 'Order completed',
      body: p.str('auto') === '1' ? 'The order completed by itself: the time to confirm receipt has passed.' : 'The order is complete. Thank you for using the service.',
    };
  },
  reviewReceived: (p) => ({ title: 'New review', body: `${p.who()} left you a review${p.str('rating') ? ` (rated ${p.str('rating')}/10)` : ''}.` }),
  refundDecided: (p) =>
    !p.rejected()
      ? { title: 'Refund completed', body: `Your refund${p.amount() ? ` of ${p.amount()}` : ''} was approved and paid back to your card.` }
      : { title: 'Refund declined', body: `Your refund${p.amount() ? ` of ${p.amount()}` : ''} was declined.${p.reason()}` },
  settlementDecided: (p) =>
    p.str('decision') === 'paid'
      ? { title: 'Settlement paid', body: `Your settlement${p.amount() ? ` of ${p.amount()}` : ''} was paid to your registered bank account.` }
      : !p.rejected()
      ? { title: 'Settlement approved', body: `Your settlement${p.amount() ? ` of ${p.amount()}` : ''} was approved and will be paid to your registered bank account soon.` }
      : { title: 'Settlement declined', body: `Your settlement${p.amount() ? ` of ${p.amount()}` : ''} was declined.${p.reason()}` },
  chatMessage: (p) => ({ title: `New message from ${p.who()}`, body: p.str('preview') || 'You have a new message.' }),
  quickPosted: (p) => ({
    title: 'New quick request',
    body: `Quick request${p.str('number') ? ` ${p.str('number')}` : ''}${p.amount() ? ` (${p.amount()})` : ''} is on the board. The first T-esigner to take it does the work.`,
  }),
  quickTaken: (p) => ({ title: 'Quick request taken', body: `${p.who()} took your quick request${p.str('number') ? ` ${p.str('number')}` : ''} and started working on it.` }),
  quickDelivered: (p) => ({
    title: p.redelivery() ? 'Revised quick result delivered' : 'Quick result delivered',
    body: `${p.who()} uploaded the ${p.redelivery() ? `revised CAD files (version ${p.redelivery()})` : 'CAD files'} for your quick request${p.str('number') ? ` ${p.str('number')}` : ''}. Please check them and complete it.`,
  }),
  quickReplaced: (p) => ({
    title: 'Quick result replaced',
    body: `${p.who()} replaced the CAD files of your quick request${p.str('number') ? ` ${p.str('number')}` : ''} before you checked them${p.redelivery() ? ` (now version ${p.redelivery()})` : ''}. Please check the new files.`,
  }),
  quickRemakeRequested: (p) => ({ title: 'Remake requested', body: `${p.who()} asked for a remake of quick request${p.str('number') ? ` ${p.str('number')}` : ''}.${p.reason()}` }),
  quickCompleted: (p) => ({
    title: 'Quick request completed',
    body:
      p.str('auto') === '1'
        ? `Quick request${p.str('number') ? ` ${p.str('number')}` : ''} completed by itself: the time to check the result has passed.`
        : `Quick request${p.str('number') ? ` ${p.str('number')}` : ''} is complete. Thank you for using the service.`,
  }),
  quickMissed: (p) => ({
    title: 'Quick request deadline missed',
    body: `Quick request${p.str('number') ? ` ${p.str('number')}` : ''} was not delivered by its deadline.${
      p.str('onMissed') === 'refund'
        ? ` The payment${p.amount() ? ` (${p.amount()})` : ''} went back to the client.`
        : p.str('onMissed') === 'repost'
        ? ' It is back on the board for another T-esigner to take.'
        : ''
    }`,
  }),
  quickSettlementDecided: (p) =>
    p.str('decision') === 'paid'
      ? { title: 'Quick settlement paid', body: `Your quick settlement${p.amount() ? ` of ${p.amount()}` : ''} was paid to your registered bank account.` }
      : !p.rejected()
      ? { title: 'Quick settlement approved', body: `Your quick settlement${p.amount() ? ` of ${p.amount()}` : ''} was approved and will be paid to your registered bank account soon.` }
      : { title: 'Quick settlement declined', body: `Your quick settlement${p.amount() ? ` of ${p.amount()}` : ''} was declined.${p.reason()}` },
  noticePublished: (p) => ({ title: 'New notice', body: p.str('title') || 'A new notice was posted.' }),
  inquiryAnswered: (p) => ({ title: 'Your inquiry was answered', body: p.str('title') ? `The operator answered your inquiry “${p.str('title')}”.` : 'The operator answered your inquiry.' }),
  reportDecided: (p) => ({
    title: 'Your report was reviewed',
    body: `We reviewed your report${p.reported() ? ` about ${p.reported()}` : ''}.${
      p.str('decision') === 'actioned'
        ? ' We took action under our policies.'
        : p.str('decision') === 'dismissed'
        ? ' We found no breach of our policies, so it was closed without action.'
        : ''
    } Thank you for telling us.`,
  }),
  pushTest: () => ({ title: 'Test notification', body: 'Notifications are set up correctly.' }),
};

const templates: Record<Locale, Record<NotificationEvent, Template>> = { ko, en };

export const isNotificationEvent = (event: string): event is NotificationEvent => Object.hasOwn(NotificationEventKinds, event);

/**
 * Title and body of an event for a locale; an event this server no longer knows reads as a generic
 * notice. A notice about a case leads with its name (issue 26), so the list, the push and the
 * e-mail's subject say which case before what happened to it.
 */
export function renderNotification(event: string, params: NotificationParams, locale: Locale): RenderedNotification {
  if (!isNotificationEvent(event)) return locale === 'ko' ? { title: '새 알림', body: '새 알림이 있습니다.' } : { title: 'New notification', body: 'You have a new notification.' };
  const reader = new Reader(params, locale);
  const rendered = templates[locale][event](reader);
  const about = reader.caseName();
  return about ? { ...rendered, title: `${about}: ${rendered.title}` } : rendered;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const emailWords = {
  ko: { open: '자세히 보기', footer: '알림 수신 설정은 마이페이지 > 알림 설정에서 바꿀 수 있습니다:', brand: '티자이너' },
  en: { open: 'View details', footer: 'You can change which notifications you receive in My page > Notification settings:', brand: 'T-esigner' },
} as const;

/**
 * The e-mail of an event: subject = title, a text part and a simple inline-styled HTML part (every
 * param escaped) with a button to `publicUrl + link` and a footer pointing at /mypage/noti.
 */
export function renderEmail(event: string, params: NotificationParams, link: string | null, locale: Locale, publicUrl: string): RenderedEmail {
  const { title, body } = renderNotification(event, params, locale);
  const base = publicUrl.replace(/\/+$/, '');
  const target = `${base}${link && link.startsWith('/') ? link : '/notiy'}`;
  const settings = `${base}/mypage/noti`;
  const w = emailWords[locale];
  const text = `${title}\n\n${body}\n\n${w.open}: ${target}\n\n--\n${w.footer} ${settings}\n`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:'Pretendard','Apple SD Gothic Neo','Malgun Gothic',Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:14px;font-weight:700;color:#2563eb;padding-bottom:16px">${w.brand}</td></tr>
<tr><td style="font-size:20px;font-weight:700;padding-bottom:12px">${escapeHtml(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:24px">${escapeHtml(body)}</td></tr>
<tr><td><a href="${escapeHtml(target)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">${w.open}</a></td></tr>
<tr><td style="font-size:12px;color:#6b7280;padding-top:32px;border-top:1px solid #e5e7eb;margin-top:32px">${escapeHtml(w.footer)} <a href="${escapeHtml(settings)}" style="color:#6b7280">${escapeHtml(settings)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject: title, text, html };
}
