import { ReferralGroup, ReferralStatus, type Referral, type ReferralList } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { http, type HttpConfig } from '../../../lib/http.ts';
import { codesFor, paramsOf, referralOf } from '../../../test/referral-fixtures.ts';
import CartPage from './CartPage.tsx';

const bridge = { teeth: [14, 15, 16], bridges: [{ from: 14, to: 16 }], bundles: [] };
const complete = (number: string) =>
  referralOf(ReferralStatus.Complete, { referralNumber: number, processing: 'milling', prosthesis: [{ type: 'zirconia_crown', count: 3 }], teeth: bridge, confirmed: true });

const cart: Record<ReferralGroup, Referral[]> = {
  [ReferralGroup.NotRequested]: [complete('2025-001'), complete('2025-002'), complete('2025-003')],
  [ReferralGroup.Requested]: [referralOf(ReferralStatus.Requested, { referralNumber: '2024-900', teeth: bridge })],
  [ReferralGroup.Draft]: [referralOf(ReferralStatus.Draft), referralOf(ReferralStatus.Draft, { referralNumber: '2025-010' })],
};

function answer(url: string, params: Record<string, unknown> = {}): unknown {
  if (url === '/api/v1/referrals') {
    const items = cart[params.group as ReferralGroup];
    const size = Number(params.size);
    const list: ReferralList = { items: items.slice(0, size), page: 1, size, total: items.length };
    return list;
  }
  return codesFor(url, params.type) ?? [];
}

function renderCart(path = '/request/basket', element = <CartPage />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/request/basket" element={element} />
          <Route path="/request/tempSaved" element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => ({ data: answer(url, paramsOf(config)) }));
});
afterEach(() => vi.restoreAllMocks());

describe('referral cart', () => {
  it('shows the three groups with how many referrals each holds, not yet requested first', async () => {
    renderCart();
    expect(screen.getByRole('tab', { name: /Not yet requested/ }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByTestId('count-notRequested')).textContent).toBe('3');
    expect((await screen.findByTestId('count-requested')).textContent).toBe('1');
    expect((await screen.findByTestId('count-draft')).textContent).toBe('2');
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(3);
    expect(screen.getAllByText('Zirconia crown × 3')).toHaveLength(3);
    expect(screen.getAllByText('Bridge 14–16')).toHaveLength(3);

    fireEvent.click(screen.getByRole('tab', { name: /Temporarily saved/ }));
    expect(await screen.findByText('No number yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Temporarily saved/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the drafts when the page is the temporarily saved list', async () => {
    renderCart('/request/tempSaved', <CartPage initialGroup={ReferralGroup.Draft} />);
    expect(screen.getByRole('tab', { name: /Temporarily saved/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('2025-010')).toBeTruthy();
  });

  it('sends two selected complete referrals together, in the order they were picked', async () => {
    renderCart();
    const [first, , third] = cart[ReferralGroup.NotRequested];
    expect(screen.queryByTestId('send-bar')).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select referral 2025-003' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select referral 2025-001' }));

    const bar = screen.getByTestId('send-bar');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Send as public request' }).getAttribute('href')).toBe(`/request/public/write?referrals=${third!.id},${first!.id}`);
    expect(within(bar).getByRole('link', { name: 'Send to a T-esigner' }).getAttribute('href')).toBe(`/request/target/write?referrals=${third!.id},${first!.id}`);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select referral 2025-003' }));
    expect(within(screen.getByTestId('send-bar')).getByText('1 selected')).toBeTruthy();
  });

  it('lets a requested referral be viewed but not edited or deleted', async () => {
    renderCart('/request/basket?group=requested');
    const item = await screen.findByTestId('cart-item');
    expect(screen.getByTestId('requested-hint').textContent).toMatch(/cancelled/);
    expect(within(item).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(`/request/view/doc/${cart.requested[0]!.id}`);
    expect(within(item).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(item).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(item).queryByRole('checkbox')).toBeNull();
  });

  it('edits a draft where it was written and deletes it once however often it is confirmed', async () => {
    let done: (v: { data: undefined }) => void = () => undefined;
    const remove = vi.spyOn(http, 'delete').mockImplementation(() => new Promise((resolve) => (done = resolve)));
    renderCart('/request/basket?group=draft');
    const draft = cart.draft[1]!;
    const item = (await screen.findAllByTestId('cart-item')).find((el) => el.getAttribute('data-referral') === draft.id)!;
    expect(within(item).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/request/detailmode?id=${draft.id}`);

    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/2025-010/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledWith(`/api/v1/referrals/${draft.id}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deleting…' }));
    done({ data: undefined });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('invites to start a referral when a group is empty', async () => {
    cart.requested = [];
    try {
      renderCart('/request/basket?group=requested');
      const empty = await screen.findByTestId('cart-empty');
      expect(within(empty).getByRole('link', { name: 'Start a referral' }).getAttribute('href')).toBe('/request');
    } finally {
      cart.requested = [referralOf(ReferralStatus.Requested, { referralNumber: '2024-900', teeth: bridge })];
    }
  });

  it('lists the cart in Korean', async () => {
    await i18n.changeLanguage('ko');
    renderCart();
    expect(screen.getByRole('tab', { name: /요청 전/ })).toBeTruthy();
    expect((await screen.findAllByText('지르코니아 크라운 3개')).length).toBe(3);
    expect(screen.getAllByText('브릿지 14–16')).toHaveLength(3);
  });
});
