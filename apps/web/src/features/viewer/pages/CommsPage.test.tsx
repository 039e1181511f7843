import { OrderAction, OrderStatus, type CommsFile, type OrderComms, type OrderDetail, type OrderPin } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { orderOf, ORDER_ID } from '../../orders/test-fixtures.ts';
import CommsPage from './CommsPage.tsx';

const SCAN: CommsFile = { id: '33333333-3333-4333-8333-333333333333', name: 'upper scan.stl', size: 2048, source: 'referral', version: null };
const CROWN_V1: CommsFile = { id: '44444444-4444-4444-8444-444444444444', name: 'crown v1.stl', size: 4096, source: 'cad', version: 1 };
const CROWN_V2: CommsFile = { id: '55555555-5555-4555-8555-555555555555', name: 'crown v2.stl', size: 4096, source: 'cad', version: 2 };

const pinOf = (n: number, extra: Partial<OrderPin> = {}): OrderPin => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  fileId: SCAN.id,
  point: [1, 2, 3],
  comment: `comment ${n}`,
  parentId: null,
  author: { memberNo: 1, nickname: 'dentist' },
  authorRole: 'client',
  createdAt: `2027-03-02T05:3${n}:00.000Z`,
  ...extra,
});

let comms: OrderComms;
let pins: OrderPin[];
let order: OrderDetail;
/** Pushes a server-sent block into the page's open stream. */
let sendEvent: (text: string) => void;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/payment/comms/${ORDER_ID}/cad`]}>
        <Routes>
          <Route path="/payment/comms/:id/cad" element={<CommsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  // jsdom has no WebGL: the viewer refuses, the rest of the page works.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  comms = { files: [SCAN, CROWN_V1, CROWN_V2], canPin: true };
  order = orderOf({ status: OrderStatus.cadUploaded, viewerRole: 'designer' });
  pins = [pinOf(1), pinOf(2, { parentId: pinOf(1).id, author: { memberNo: 2, nickname: 'crowns' }, authorRole: 'designer', comment: 'Will close it' }), pinOf(3)];
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/comms')) return { data: comms };
    if (url.endsWith('/pins')) return { data: { items: pins } };
    return { data: order };
  });
  // The file links fail, so no file reaches the (absent) worker.
  vi.spyOn(http, 'post').mockRejectedValue(new Error('no link in this test'));
  const encoder = new TextEncoder();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          sendEvent = (text) => controller.enqueue(encoder.encode(text));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the order’s 3D viewer page', () => {
  it('opens the latest CAD version’s files by default and leads back to the T-esigner’s order page', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('comms-file');
    const checked = rows.map((row) => within(row).getByRole<HTMLInputElement>('checkbox').checked);
    expect(checked).toEqual([false, false, true]);
    expect(await within(rows[2] as HTMLElement).findByText('crown v2.stl: a loading error occurred. The file may be damaged.')).toBeTruthy();
    expect(screen.getByTestId('comms-back').getAttribute('href')).toBe(`/payment/${ORDER_ID}/designer`);
  });

  it('numbers the pins as on the model and indents each reply under its pin', async () => {
    renderPage();
    const items = await screen.findAllByTestId('pin-item');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Show pin 1 on the model' })).toBeTruthy();
    const reply = within(items[0] as HTMLElement).getByTestId('pin-reply');
    expect(reply.textContent).toContain('crowns');
    expect(reply.textContent).toContain('T-esigner');
    expect(reply.textContent).toContain('Will close it');
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Show pin 2 on the model' })).toBeTruthy();
  });

  it('shows a pin of the other side as it arrives, once even when the list is read again', async () => {
    renderPage();
    await screen.findAllByTestId('pin-item');
    const arrived = pinOf(4, { comment: 'Contact too tight' });
    sendEvent(`: keep-alive\n\nevent: pin\ndata: ${JSON.stringify(arrived)}\n\n`);
    expect(await screen.findByText('Contact too tight')).toBeTruthy();
    sendEvent(`event: pin\ndata: ${JSON.stringify(arrived)}\n\n`);
    await waitFor(() => expect(screen.getAllByTestId('pin-item')).toHaveLength(3));
  });

  it('replies at the pin’s own file and point, with a counter of the 1000 characters', async () => {
    const posted = pinOf(5, { parentId: pinOf(3).id, comment: 'Agreed' });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: posted });
    renderPage();
    const items = await screen.findAllByTestId('pin-item');
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Reply' }));
    const field = screen.getByLabelText('Reply to pin 2');
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(within(screen.getByTestId('pin-form')).getByRole('alert').textContent).toBe('This field is required.');
    fireEvent.change(field, { target: { value: 'Agreed' } });
    expect(screen.getByText('6 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/pins`, { fileId: SCAN.id, point: [1, 2, 3], comment: 'Agreed', parentId: pinOf(3).id }));
    expect(await within(items[1] as HTMLElement).findByText('Agreed')).toBeTruthy();
    expect(screen.queryByLabelText('Reply to pin 2')).toBeNull();
  });

  it('never offers the T-esigner a rework at a pin', async () => {
    renderPage();
    await screen.findAllByTestId('pin-item');
    expect(screen.queryByTestId('pin-rework')).toBeNull();
  });

  it('leads the client from a pin to the rework form with that pin ticked', async () => {
    order = orderOf({ status: OrderStatus.cadUploaded, viewerRole: 'client', actions: [OrderAction.requestRework, OrderAction.confirmReceipt] });
    renderPage();
    const items = await screen.findAllByTestId('pin-item');
    const link = within(items[1] as HTMLElement).getByTestId('pin-rework');
    expect(link.textContent).toBe('Ask a rework here');
    expect(link.getAttribute('href')).toBe(`/payment/reqeust/rework/${ORDER_ID}?pin=${pinOf(3).id}`);
  });

  it('offers neither pins nor replies once the order no longer takes them', async () => {
    comms = { ...comms, canPin: false };
    renderPage();
    await screen.findAllByTestId('pin-item');
    expect(screen.getByText('Pins can no longer be added to this order.')).toBeTruthy();
    expect(screen.queryByTestId('pin-mode')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});
