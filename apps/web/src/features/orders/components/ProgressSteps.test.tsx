import { OrderAction, OrderStatus, type OrderDetail } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, balancesOf, cadOf, ORDER_ID, orderOf, signedContractOf, surchargeOf, type ServerState } from '../test-fixtures.ts';
import { ProgressSteps } from './ProgressSteps.tsx';

let server: ServerState;

function renderSteps(order: OrderDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProgressSteps order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stepsShown = () => screen.getAllByTestId('progress-step').map((li) => `${li.dataset.step}:${li.dataset.state}`);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = { order: orderOf(), contract: () => signedContractOf('en'), balances: balancesOf(0) };
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => server));
});
afterEach(() => vi.restoreAllMocks());

describe('the progress steps', () => {
  it('mark the step being taken as the current one, with who takes it', () => {
    renderSteps(orderOf({ status: OrderStatus.accepted, paidAt: '2027-03-02T05:30:00.000Z', acceptedAt: '2027-03-02T08:00:00.000Z', actions: [] }));
    const current = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(within(current[0]!).getByText('Receive referral')).toBeTruthy();
    expect(within(current[0]!).getByTestId('progress-next').textContent).toBe('Next: T-esigner');
    expect(stepsShown().slice(0, 3)).toEqual(['payReferral:done', 'receiveReferral:current', 'viewerComms:upcoming']);
    expect(screen.getByTestId('timeline-link').getAttribute('href')).toBe(`/payment/${ORDER_ID}/timeline`);
  });

  it('show the additional payment when the CAD result came with a surcharge, waiting on the client', async () => {
    server = { ...server, cad: cadOf([surchargeOf()]) };
    const delivered = { status: OrderStatus.cadUploaded, paidAt: '2027-03-02T05:30:00.000Z', acceptedAt: '2027-03-02T08:00:00.000Z', deliveryCount: 1 };
    renderSteps(orderOf({ ...delivered, openSurcharge: surchargeOf(), actions: [OrderAction.requestRework, OrderAction.confirmReceipt] }));
    const current = await screen.findByRole('listitem', { current: 'step' });
    expect(current.dataset.step).toBe('additionalPayment');
    expect(within(current).getByTestId('progress-next').textContent).toBe('Next: Client');
  });

  it('stop where a declined order ended and say so, in Korean for a Korean member', async () => {
    await i18n.changeLanguage('ko');
    renderSteps(orderOf({ status: OrderStatus.declined, paidAt: '2027-03-02T05:30:00.000Z', declineReason: 'Fully booked.', actions: [] }));
    expect(stepsShown()).toEqual(['payReferral:done', 'receiveReferral:skipped']);
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
    expect(screen.getByTestId('progress-ended').textContent).toBe('티자이너가 이 단계에서 계약 요청을 거절했습니다.');
    expect(screen.getByText('진행 단계')).toBeTruthy();
  });
});
