import { Locales, NotificationEvents } from '@dcm/shared';
import { describe, expect, it } from 'vitest';
import { pushPayloadOf } from './delivery.ts';
import { renderEmail, renderNotification } from './templates.ts';

const full = {
  referralNumbers: ['2026-031', '2026-032'],
  nickname: '한빛기공',
  amount: 125000,
  currency: 'KRW',
  reason: '교합 조정 필요',
  decision: 'rejected',
  rating: 9,
  version: 2,
  kind: 'designError',
  auto: 1,
  preview: '파일 확인 부탁드립니다',
  title: '설 연휴 고객센터 운영 안내',
};

const leftovers = /[{}]|undefined|null|NaN|\[object|\s{2,}|\s[.,]/;

describe('notification templates', () => {
  for (const locale of Locales) {
    for (const event of NotificationEvents) {
      it(`renders ${event} in ${locale} with every param and with none, without leftover placeholders`, () => {
        for (const params of [full, {}]) {
          const { title, body } = renderNotification(event, params, locale);
          expect(title.length).toBeGreaterThan(0);
          expect(body.length).toBeGreaterThan(0);
          expect(title).not.toMatch(leftovers);
          expect(body).not.toMatch(leftovers);
          if (locale === 'ko') expect(`${title}${body}`).toMatch(/[가-힣]/);
          // English reads Korean only where a param (a nickname, a reason) is Korean.
          else expect(Object.values(full).flat().reduce<string>((text, v) => text.replaceAll(String(v), ''), `${title}${body}`)).not.toMatch(/[가-힣]/);
          const mail = renderEmail(event, params, '/transactions/77', locale, 'https://dcm.example');
          expect(mail.subject).toBe(title);
          expect(mail.text).toContain(body);
          expect(mail.text).toContain('https://dcm.example/transactions/77');
          expect(mail.text).toContain('https://dcm.example/mypage/noti');
          expect(mail.html).toContain('href="https://dcm.example/transactions/77"');
          expect(mail.html).toContain('https://dcm.example/mypage/noti');
          expect(`${mail.text}${mail.html}`).not.toMatch(/undefined|NaN|\[object/);
        }
      });
    }
  }

  it('names the params it is given: the other party, the amount in its currency, the decision, version and kind', () => {
    expect(renderNotification('quotationReceived', full, 'ko').body).toBe('한빛기공님이 의뢰에 견적(125,000원)을 보냈습니다.');
    expect(renderNotification('quotationReceived', full, 'en').body).toBe('한빛기공 sent a quotation of ₩125,000 for your request.');
    expect(renderNotification('surchargePaid', { amount: 1250, currency: 'USD' }, 'en').body).toBe('A member paid the surcharge of $12.50 for the order.');
    expect(renderNotification('cadUploaded', { nickname: 'studio', version: 2 }, 'ko')).toEqual({ title: '수정된 CAD 결과물이 도착했습니다', body: 'studio님이 CAD 파일(2차)을 올렸습니다. 확인 후 수령을 확정해 주세요.' });
    expect(renderNotification('reworkRequested', { nickname: 'clinic', kind: 'changedPrescription' }, 'en').body).toBe('clinic asked for a rework of the order (changed prescription).');
    expect(renderNotification('settlementDecided', { decision: 'paid', amount: 90000, currency: 'KRW' }, 'ko').title).toBe('정산금이 지급되었습니다');
    expect(renderNotification('orderCompleted', { auto: 1 }, 'en').body).toBe('The order completed by itself: the time to confirm receipt has passed.');
    // What the modules send (EVENTS.md): the nickname and the money; requests and orders have no number to show.
    expect(renderNotification('surchargePaid', { nickname: '서울치과', amount: 20000, currency: 'KRW' }, 'ko').body).toBe('서울치과님이 추가 금액(20,000원)을 결제했습니다.');
    expect(renderNotification('cancellationDecided', { decision: 'approved' }, 'ko').title).toBe('거래가 취소되었습니다');
    expect(renderNotification('cancellationDecided', { nickname: 'studio', decision: 'rejected', reason: '작업 진행 중' }, 'ko').body).toBe(
      'studio님이 거래 취소 요청을 거절했습니다. 사유: 작업 진행 중',
    );
  });

  it('leads the title with the case a request or an order is about, by its referral numbers; a notice without them reads as before', () => {
    const quotation = { nickname: '한빛기공', amount: 125000, currency: 'KRW' };
    expect(renderNotification('quotationReceived', { ...quotation, referralNumbers: ['2026-031'] }, 'ko')).toEqual({
      title: '의뢰서 번호 2026-031: 새 견적이 도착했습니다',
      body: '한빛기공님이 의뢰에 견적(125,000원)을 보냈습니다.',
    });
    expect(renderNotification('quotationReceived', { ...quotation, referralNumbers: ['2026-031'] }, 'en').title).toBe('Referral no. 2026-031: New quotation');
    // Two or more: the first and how many more; blank numbers name nothing.
    expect(renderNotification('cadUploaded', { referralNumbers: ['2026-031', ' ', '2026-033', '2026-034'] }, 'ko').title).toBe('의뢰서 번호 2026-031 외 2건: CAD 결과물이 도착했습니다');
    expect(renderNotification('cadUploaded', { referralNumbers: ['2026-031', '2026-033'] }, 'en').title).toBe('Referral no. 2026-031 and 1 more: CAD result delivered');
    // Notices written before the case had a name (or of a case without numbers) keep their wording.
    expect(renderNotification('quotationReceived', quotation, 'ko').title).toBe('새 견적이 도착했습니다');
    expect(renderNotification('quotationReceived', { ...quotation, referralNumbers: [] }, 'en').title).toBe('New quotation');
    expect(renderNotification('quotationReceived', { ...quotation, referralNumbers: [' '] }, 'en').title).toBe('New quotation');
    // The e-mail's subject and the push are the same title, in the member's language.
    const mail = renderEmail('orderCompleted', { referralNumbers: ['2026-031'] }, '/payment/contract/1', 'ko', 'https://dcm.example');
    expect(mail.subject).toBe('의뢰서 번호 2026-031: 거래가 완료되었습니다');
    expect(mail.text.startsWith('의뢰서 번호 2026-031: 거래가 완료되었습니다\n')).toBe(true);
    expect(mail.html).toContain('<title>의뢰서 번호 2026-031: 거래가 완료되었습니다</title>');
    expect(pushPayloadOf('orderCompleted', { referralNumbers: ['2026-031'] }, '/payment/contract/1', 'en')).toEqual({
      title: 'Referral no. 2026-031: Order completed',
      body: 'The order is complete. Thank you for using the service.',
      url: '/payment/contract/1',
    });
  });

  it('escapes every param in the HTML e-mail and opens the notification list when there is no link', () => {
    const mail = renderEmail('chatMessage', { nickname: '<script>alert(1)</script>', preview: 'a & "b"' }, null, 'en', 'http://localhost:3000/');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('a &amp; &quot;b&quot;');
    expect(mail.html).toContain('href="http://localhost:3000/notiy"');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('reads an event this server does not know as a generic notice', () => {
    expect(renderNotification('somethingRetired', {}, 'ko')).toEqual({ title: '새 알림', body: '새 알림이 있습니다.' });
  });
});
