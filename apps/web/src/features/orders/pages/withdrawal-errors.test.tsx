// SPEC §8 "rework and surcharge withdrawal errors": a failed withdrawal says which one failed (and
// that the network is down when no answer came); one the other side overtook says so.
import { OrderAction, OrderStatus, ReworkKind, ReworkStatus, type OrderCad, type OrderRework } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, balancesOf, cadOf, networkError, ORDER_ID, orderOf, refusal, signedContractOf, surchargeOf, SURCHARGE_ID, type ServerState } from '../test-fixtures.ts';
import ReworkViewPage from './ReworkViewPage.tsx';
import SurchargeViewPage from './SurchargeViewPage.tsx';

let server: ServerState;

function renderAt(path: string, route: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rework: OrderRework = {
  id: '90000000-0000-4000-8000-000000000001',
  kind: ReworkKind.designError,
  reason: 'The margin on 11 is open.',
  status: ReworkStatus.requested,
  pinIds: [],
  createdAt: '2027-03-06T03:00:00.000Z',
  closedAt: null,
};

/** The toast of the failure: sonner's, however the page reaches it. */
async function toastAfter(withdrawButton: string, dialogTestId: string, failure: HttpError) {
  const toastError = vi.spyOn(sonnerToast, 'error');
  const post = vi.spyOn(http, 'post').mockRejectedValue(failure);
  fireEvent.click(await screen.findByTestId(withdrawButton));
  const dialog = screen.getByTestId(dialogTestId);
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Withdraw|철회)$/ }));
  await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  return toastError;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => server));
});
afterEach(() => vi.restoreAllMocks());

describe('withdrawing a rework request fails', () => {
  beforeEach(() => {
    const cad: OrderCad = { ...cadOf(), reworks: [rework] };
    const order = orderOf({ status: OrderStatus.reworkRequested, deliveryCount: 1, rework: { open: rework, editsUsed: 1, warrantyEndsAt: null }, actions: [OrderAction.withdrawRework] });
    server = { order, contract: () => signedContractOf('en'), balances: balancesOf(0), cad };
  });
  const open = () => renderAt(`/payment/reqeust/rework/view/${ORDER_ID}`, '/payment/reqeust/rework/view/:id', <ReworkViewPage />);

  it('says withdrawing the rework request failed when the server fails without a reason', async () => {
    open();
    const toastError = await toastAfter('rework-withdraw', 'rework-withdraw-dialog', refusal(500, { code: 'INTERNAL', message: 'boom' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('Withdrawing the rework request failed.', undefined));
    expect(screen.getByTestId('rework-withdraw')).toBeTruthy();
  });

  it('says so in Korean, with the network error, when no answer came', async () => {
    await i18n.changeLanguage('ko');
    open();
    const toastError = await toastAfter('rework-withdraw', 'rework-withdraw-dialog', networkError());
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('재작업 요청 철회에 실패했습니다. 네트워크 오류가 발생했습니다. 연결을 확인해 주세요.', undefined));
  });

  it('says the T-esigner uploaded first when the withdrawal comes too late', async () => {
    open();
    const toastError = await toastAfter('rework-withdraw', 'rework-withdraw-dialog', refusal(409, { code: 'INVALID_TRANSITION', message: 'late' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('This rework request can no longer be withdrawn: the T-esigner has already uploaded again.', undefined));
  });
});

describe('withdrawing a surcharge request fails', () => {
  beforeEach(() => {
    const order = orderOf({ status: OrderStatus.cadUploaded, deliveryCount: 1, openSurcharge: surchargeOf(), viewerRole: 'designer', actions: [] });
    server = { order, contract: () => signedContractOf('en'), balances: balancesOf(0), cad: cadOf([surchargeOf()]) };
  });
  const open = () => renderAt(`/payment/reqeust/charges/view/${ORDER_ID}`, '/payment/reqeust/charges/view/:id', <SurchargeViewPage />);

  it('says withdrawing the surcharge request failed when the server fails without a reason', async () => {
    open();
    const toastError = await toastAfter('surcharge-withdraw', 'surcharge-withdraw-dialog', refusal(502, { code: 'INTERNAL', message: 'bad gateway' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('Withdrawing the surcharge request failed.', undefined));
    expect(vi.mocked(http.post).mock.calls[0]![0]).toBe(`/api/v1/orders/${ORDER_ID}/surcharges/${SURCHARGE_ID}/withdraw`);
  });

  it('says so in Korean, with the network error, when no answer came', async () => {
    await i18n.changeLanguage('ko');
    open();
    const toastError = await toastAfter('surcharge-withdraw', 'surcharge-withdraw-dialog', networkError());
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('추가 결제 요청 철회에 실패했습니다. 네트워크 오류가 발생했습니다. 연결을 확인해 주세요.', undefined));
  });

  it('keeps the server’s reason when it gave one', async () => {
    open();
    const toastError = await toastAfter('surcharge-withdraw', 'surcharge-withdraw-dialog', refusal(403, { code: 'FORBIDDEN', message: 'no' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('Invalid access.', undefined));
  });
});
