// A feed of daily exchange rates (issue 6: "rates entered by the admin; an adapter for a rate feed").
// The admin's typed rate stays the rule; a feed only saves the typing. The Korea Eximbank adapter
// reads the bank's published base rate of the day (매매기준율), which is what Korean banks settle at.
import { z } from 'zod';

export interface RateFeed {
  /** The feed's name for the console and the logs. */
  readonly name: string;
  /**
   * Won per US dollar on `day` (YYYY-MM-DD, Korean), in hundredths; null when nothing is published
   * for that day (a weekend, a holiday, or before about 11:00 KST). Throws RateFeedError otherwise.
   */
  usdRateOn(day: string): Promise<number | null>;
}

export class RateFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateFeedError';
  }
}

/** One row of the bank's answer; the fields we read. `result` 1 is success (2 bad data code, 3 bad key, 4 daily limit). */
const EximRow = z.object({ result: z.number(), cur_unit: z.string().optional(), deal_bas_r: z.string().optional() });
const EximAnswer = z.array(EximRow);

/** "1,385.2" → 138520, exactly. */
export function eximRateHundredths(text: string): number {
  const plain = text.replaceAll(',', '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) throw new RateFeedError(`unreadable rate "${text}"`);
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface EximOptions {
  authKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** The Korea Eximbank "current exchange rate" open API (data=AP01). */
export function createEximRateFeed({ authKey, baseUrl = 'https://oapi.koreaexim.go.kr', timeoutMs = 10_000 }: EximOptions): RateFeed {
  return {
    name: 'koreaexim',
    async usdRateOn(day) {
      const url = new URL('/site/program/financial/exchangeJSON', baseUrl);
      url.search = new URLSearchParams({ authkey: authKey, searchdate: day.replaceAll('-', ''), data: 'AP01' }).toString();
      let body: unknown;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new RateFeedError(`answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof RateFeedError) throw error;
        throw new RateFeedError(`not reachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      const parsed = EximAnswer.safeParse(body);
      if (!parsed.success) throw new RateFeedError('unreadable answer');
      if (parsed.data.length === 0) return null;
      const failed = parsed.data.find((row) => row.result !== 1);
      if (failed) throw new RateFeedError(`refused the request (result ${failed.result})`);
      const usd = parsed.data.find((row) => row.cur_unit === 'USD');
      return usd?.deal_bas_r ? eximRateHundredths(usd.deal_bas_r) : null;
    },
  };
}
