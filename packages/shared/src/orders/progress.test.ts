import { describe, expect, it } from 'vitest';
import { openSurcharge } from './test-fixtures.ts';
import { OrderStatus } from './machine.ts';
import { progressOf, ProgressStep, type ProgressFacts, type ProgressItem } from './progress.ts';

const order = (extra: Partial<ProgressFacts> = {}): ProgressFacts => ({
  status: OrderStatus.awaitingPayment,
  paidAt: null,
  acceptedAt: null,
  openSurcharge: null,
  surchargeAsked: false,
  completesAt: null,
  reviewed: false,
  hasPins: false,
  ...extra,
});
const paid = { paidAt: '2027-03-02T05:30:00.000Z' };
const accepted = { ...paid, acceptedAt: '2027-03-02T08:00:00.000Z' };
const surcharge = openSurcharge;

/** The steps as `step:state`, for reading a whole progress at a glance. */
const shown = (items: ProgressItem[]) => items.map((i) => `${i.step}:${i.state}`);
const currentOf = (items: ProgressItem[]) => items.filter((i) => i.state === 'current');

describe('the progress steps of an order', () => {
  it('start with the client paying for the referral, every later step upcoming', () => {
    expect(shown(progressOf(order()))).toEqual([
      'payReferral:current',
      'receiveReferral:upcoming',
      'viewerComms:upcoming',
      'uploadFile:upcoming',
      'fileReceived:upcoming',
      'writeReview:upcoming',
      'seeReview:upcoming',
    ]);
    expect(currentOf(progressOf(order()))[0]!.actor).toBe('client');
  });

  it('wait on the T-esigner to receive the referral once paid, before and after acceptance', () => {
    for (const facts of [order({ status: OrderStatus.awaitingAcceptance, ...paid }), order({ status: OrderStatus.accepted, ...accepted })]) {
      const items = progressOf(facts);
      expect(items[0]!.state).toBe('done');
      expect(currentOf(items)).toEqual([{ step: ProgressStep.receiveReferral, state: 'current', actor: 'designer' }]);
    }
  });

  it('wait on the T-esigner to upload once the referral is received, and again while a rework is asked', () => {
    for (const status of [OrderStatus.referralReceived, OrderStatus.reworkRequested]) {
      const items = progressOf(order({ status, ...accepted }));
      expect(currentOf(items).map((i) => [i.step, i.actor])).toEqual([[ProgressStep.uploadFile, 'designer']]);
      expect(items.find((i) => i.step === ProgressStep.receiveReferral)!.state).toBe('done');
    }
  });

  it('wait on the client to receive the file after the upload, by the day the order completes by itself', () => {
    const items = progressOf(order({ status: OrderStatus.cadUploaded, ...accepted, completesAt: '2027-03-14T14:59:59.999Z' }));
    expect(currentOf(items)).toEqual([{ step: ProgressStep.fileReceived, state: 'current', actor: 'client', due: '2027-03-14T14:59:59.999Z' }]);
    expect(items.some((i) => i.step === ProgressStep.additionalPayment)).toBe(false);
  });

  it('show the additional payment only when a surcharge was asked, current while it waits for the client', () => {
    const waiting = progressOf(order({ status: OrderStatus.cadUploaded, ...accepted, openSurcharge: surcharge }));
    expect(shown(waiting).slice(3, 6)).toEqual(['uploadFile:done', 'additionalPayment:current', 'fileReceived:upcoming']);
    const answered = progressOf(order({ status: OrderStatus.cadUploaded, ...accepted, surchargeAsked: true }));
    expect(shown(answered).slice(3, 6)).toEqual(['uploadFile:done', 'additionalPayment:done', 'fileReceived:current']);
  });

  it('leave the review to the client once complete, every earlier step done', () => {
    const items = progressOf(order({ status: OrderStatus.complete, ...accepted, surchargeAsked: true }));
    expect(shown(items)).toEqual([
      'payReferral:done',
      'receiveReferral:done',
      'viewerComms:skipped',
      'uploadFile:done',
      'additionalPayment:done',
      'fileReceived:done',
      'writeReview:current',
      'seeReview:upcoming',
    ]);
  });

  it('count the viewer communication done once a pin was placed, whatever step the order stands at', () => {
    for (const status of [OrderStatus.referralReceived, OrderStatus.cadUploaded, OrderStatus.complete]) {
      const items = progressOf(order({ status, ...accepted, hasPins: true }));
      expect(items.find((i) => i.step === ProgressStep.viewerComms)!.state).toBe('done');
    }
    const talking = progressOf(order({ status: OrderStatus.cadUploaded, ...accepted }));
    expect(talking.find((i) => i.step === ProgressStep.viewerComms)!.state).toBe('upcoming');
  });

  it('leave the review to the T-esigner to read once the client wrote it', () => {
    const items = progressOf(order({ status: OrderStatus.complete, ...accepted, reviewed: true }));
    expect(shown(items).slice(-2)).toEqual(['writeReview:done', 'seeReview:current']);
    expect(currentOf(items)[0]?.actor).toBe('designer');
  });

  it('stop where a declined order ended: paid, the referral never received', () => {
    expect(shown(progressOf(order({ status: OrderStatus.declined, ...paid })))).toEqual(['payReferral:done', 'receiveReferral:skipped']);
  });

  it('stop where a cancelled order ended: before payment, or after it', () => {
    expect(shown(progressOf(order({ status: OrderStatus.cancelled })))).toEqual(['payReferral:skipped']);
    expect(shown(progressOf(order({ status: OrderStatus.cancelled, ...accepted })))).toEqual(['payReferral:done', 'receiveReferral:skipped']);
  });

  it('have exactly one current step for every running status, and none once the order ended', () => {
    for (const status of Object.values(OrderStatus)) {
      const items = progressOf(order({ status, ...accepted }));
      const ended = ([OrderStatus.declined, OrderStatus.cancelled] as OrderStatus[]).includes(status);
      expect(currentOf(items), status).toHaveLength(ended ? 0 : 1);
    }
  });
});
