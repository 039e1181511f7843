// A local stand-in for the Korea Eximbank exchange-rate API: the same path and query, the same JSON
// rows, and its error answers, with rates set by the test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const EXIM_FAKE_KEY = 'fake-exim-key';

export interface EximFake {
  baseUrl: string;
  /** Won per dollar as the bank writes it ("1,385.2"), by YYYYMMDD; a day without one answers []. */
  rates: Map<string, string>;
  /** Every searchdate asked. */
  calls: string[];
  close(): Promise<void>;
}

export async function startEximFake(): Promise<EximFake> {
  const rates = new Map<string, string>();
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/site/program/financial/exchangeJSON') return send(404, {});
    const day = url.searchParams.get('searchdate') ?? '';
    calls.push(day);
    if (url.searchParams.get('authkey') !== EXIM_FAKE_KEY) return send(200, [{ result: 3 }]);
    if (url.searchParams.get('data') !== 'AP01') return send(200, [{ result: 2 }]);
    const rate = rates.get(day);
    if (!rate) return send(200, []);
    return send(200, [
      { result: 1, cur_unit: 'JPY(100)', cur_nm: '일본 옌', deal_bas_r: '912.55' },
      { result: 1, cur_unit: 'USD', cur_nm: '미국 달러', deal_bas_r: rate, ttb: '1,371.34', tts: '1,399.05' },
    ]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    rates,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
