import { OrderAction, OrderEventKind } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, balancesOf, hashOf, ORDER_ID, orderOf, refusal, signedContractOf, timelineOf, type ServerState } from '../test-fixtures.ts';
import TimelinePage from './TimelinePage.tsx';

let server: ServerState;
let timeline: ReturnType<typeof timelineOf> | ReturnType<typeof refusal>;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/payment/${ORDER_ID}/timeline`]}>
        <Routes>
          <Route path="/payment/:id/timeline" element={<TimelinePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  server = { order: orderOf({ status: 'cadUploaded', actions: [] }), contract: () => signedContractOf('en'), balances: balancesOf(0) };
  timeline = timelineOf();
  const others = answerGet(() => server);
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url !== `/api/v1/orders/${ORDER_ID}/timeline`) return others(url, config);
    if (timeline instanceof Error) throw timeline;
    return { data: timeline };
  });
});
afterEach(() => vi.restoreAllMocks());

const eventsShown = async () => within(await screen.findByTestId('timeline-events')).getAllByTestId('timeline-event');

describe('the case timeline page', () => {
  it('lists the events oldest first with when, who and what happened, in English', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    const events = await eventsShown();
    expect(events.map((e) => within(e).getByTestId('event-what').textContent)).toEqual([
      'Signed the e-contract and paid',
      'Accepted the contract request',
      'Received the referral',
      'Uploaded the CAD result',
      'Asked for a surcharge',
      'Both parties were told the order completes by itself soon',
    ]);
    const [signed, , received, uploaded, asked, notice] = events;
    expect(within(signed!).getByTestId('event-who').textContent).toBe('smileclinic · Client');
    expect(within(signed!).getByTestId('event-when').textContent).toBe(formatDateTime('2027-03-02T05:30:00.000Z', 'en'));
    expect(within(signed!).getByTestId('event-amount').textContent).toContain('₩410,000');
    expect(within(signed!).getByTestId('event-status').textContent).toContain('Awaiting payment → Awaiting acceptance');
    const hash = within(signed!).getByTestId('event-hash').querySelector('code')!;
    expect(hash.textContent).toBe(`${'a'.repeat(12)}…`);
    expect(hash.getAttribute('title')).toBe(hashOf('a'));
    expect(within(received!).getByTestId('event-who').textContent).toBe('cadmaster · T-esigner');
    expect(within(received!).getByTestId('event-files').textContent).toContain('상악_스캔.stl');
    expect(within(uploaded!).getByTestId('event-version').textContent).toContain('Version 1');
    expect(within(asked!).getByTestId('event-reason').querySelector('q')!.textContent).toBe('The antagonist was re-scanned: the bridge was designed twice.');
    expect(within(asked!).getByTestId('event-amount').textContent).toContain('₩20,000');
    expect(within(notice!).getByTestId('event-who').textContent).toBe('System');
  });

  it('reads in Korean for a Korean member', async () => {
    await i18n.changeLanguage('ko');
    renderPage();
    const events = await eventsShown();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('거래 기록');
    expect(within(events[0]!).getByTestId('event-what').textContent).toBe('전자계약 서명 및 결제');
    expect(within(events[0]!).getByTestId('event-who').textContent).toBe('smileclinic · 의뢰인');
    expect(within(events[0]!).getByTestId('event-escrow').textContent).toContain('에스크로에 보관');
    expect(within(events[5]!).getByTestId('event-who').textContent).toBe('시스템');
  });

  it('says the order was not found to a member who is not one of its parties', async () => {
    await i18n.changeLanguage('en');
    server = { ...server, order: refusal(404, { code: 'NOT_FOUND', message: 'Not found' }) };
    renderPage();
    expect(await screen.findByTestId('timeline-not-found')).toBeTruthy();
  });

  it('offers to try again when the timeline cannot be read', async () => {
    await i18n.changeLanguage('en');
    timeline = refusal(500, { code: 'INTERNAL', message: 'Internal' });
    renderPage();
    const failed = await screen.findByTestId('timeline-error');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the timeline’s words', () => {
  it('name every move and event an order can record, in both languages', async () => {
    const kinds = [...Object.values(OrderAction), ...Object.values(OrderEventKind)];
    for (const locale of ['ko', 'en']) {
      await i18n.loadLanguages(locale);
      await i18n.loadNamespaces('timeline');
      const missing = kinds.filter((kind) => !i18n.exists(`timeline:kind.${kind}`, { lng: locale }));
      expect(missing, locale).toEqual([]);
    }
  });
});
