import { describe, expect, it } from 'vitest';
import { findQuickTransition, QuickAction, quickActionsFor, QuickStatus, type QuickActor } from './machine.ts';

const actors: QuickActor[] = ['client', 'designer', 'system'];

describe('replacing a quick delivery (decision 0044)', () => {
  it('is the taker’s move while the delivery waits for the client’s answer, and leaves it waiting', () => {
    const move = findQuickTransition(QuickAction.replace, QuickStatus.delivered, 'designer');
    expect(move).toMatchObject({ from: QuickStatus.delivered, to: QuickStatus.delivered });
    expect(move?.escrow).toBeUndefined();
    expect(quickActionsFor(QuickStatus.delivered, 'designer')).toEqual([QuickAction.replace]);
  });

  it('is nobody else’s, and not open once the client asked a remake or completed', () => {
    for (const status of Object.values(QuickStatus)) {
      for (const actor of actors) {
        const listed = findQuickTransition(QuickAction.replace, status, actor) !== undefined;
        expect(listed, `${status} ${actor}`).toBe(status === QuickStatus.delivered && actor === 'designer');
      }
    }
  });
});
