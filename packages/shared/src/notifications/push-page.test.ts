import { describe, expect, it } from 'vitest';
import { pushPageMessageOf } from './push-page.ts';
import { PushPageMessage } from './schema.ts';

describe("the service worker's message read without zod", () => {
  it('reads and refuses what the schema does', () => {
    const values = [{ type: 'NAVIGATE', url: '/x' }, { type: 'REDIRECT', url: 'https://a.example/', extra: 1 }, { type: 'OTHER', url: '/x' }, { type: 'NAVIGATE' }, { type: 'NAVIGATE', url: 1 }, null, 'NAVIGATE', []];
    for (const value of values) {
      const parsed = PushPageMessage.safeParse(value);
      expect(pushPageMessageOf(value)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
