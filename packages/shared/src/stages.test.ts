import { describe, expect, it } from 'vitest';
import { readStage, stagePath, type StageRow } from './stages.ts';

describe('a stage read for one detail', () => {
  it('fills each parameter of the action’s page, and names no page while a value is missing', () => {
    expect(stagePath('/payment/:orderId/designer', { orderId: 'a1' })).toBe('/payment/a1/designer');
    expect(stagePath('/request/estimated?request=:id', { id: 'r 1' })).toBe('/request/estimated?request=r%201');
    expect(stagePath('/payment/contract/:orderId', { id: 'r1', orderId: null })).toBeNull();
  });

  it('gives the viewer only their own next action, and the deadline only when the detail has one', () => {
    const row: StageRow<'pay', 'dueAt'> = { actor: 'client', next: { client: { action: 'pay', route: '/pay/:id' } }, due: 'dueAt' };
    expect(readStage('paying', row, { dueAt: '2027-03-01T00:00:00.000Z' }, 'client', { id: 'o1' })).toEqual({
      id: 'paying',
      actor: 'client',
      next: { action: 'pay', path: '/pay/o1' },
      due: { field: 'dueAt', at: '2027-03-01T00:00:00.000Z' },
    });
    expect(readStage('paying', row, { dueAt: null }, 'designer', { id: 'o1' })).toEqual({ id: 'paying', actor: 'client', next: null, due: null });
  });
});
