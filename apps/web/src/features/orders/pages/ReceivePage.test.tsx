import { OrderAction, OrderStatus, type OrderDetail } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as download from '../../../lib/download.ts';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, balancesOf, OTHER_FILE_ID, ORDER_ID, orderOf, referralOf, refusal, SCAN_FILE_ID, signedContractOf, type ServerState } from '../test-fixtures.ts';
import ReceivePage from './ReceivePage.tsx';

let server: ServerState;
/** What the page handed to the browser's download manager: the links and the files' names, in order. */
let started: MockInstance<typeof download.startDownload>;

function renderAt(path = `/payment/receive/${ORDER_ID}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment/receive/:id" element={<ReceivePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const RECEIVED_AT = '2027-03-03T01:15:00.000Z';

/** The order as the T-esigner finds it once they accepted. */
const accepted = (extra: Partial<OrderDetail> = {}) =>
  orderOf({ status: OrderStatus.accepted, paidAt: '2027-03-02T05:30:00.000Z', acceptedAt: '2027-03-02T08:00:00.000Z', viewerRole: 'designer', actions: [OrderAction.receiveReferral], ...extra });

const linkUrl = (fileId: string) => `/api/v1/orders/${ORDER_ID}/files/${fileId}/link`;
/** The signed link the server issues for a file (what the browser downloads, with no token). */
const signedUrl = (fileId: string) => `/api/v1/downloads/signed-${fileId}`;
const linkCalls = () => vi.mocked(http.post).mock.calls;
const downloadButton = (name: string) => screen.getByRole('button', { name: `Download ${name}` }) as HTMLButtonElement;

/** A mocked `http.post` issuing a link to any file of the referrals. */
async function issueLink(url: string) {
  const fileId = url.startsWith(`/api/v1/orders/${ORDER_ID}/files/`) && url.endsWith('/link') ? url.split('/').at(-2) : undefined;
  if (!fileId) throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  return { data: { url: signedUrl(fileId), expiresAt: '2027-03-03T01:20:00.000Z' } };
}

/** The server's rule: the T-esigner's first link to a file of an accepted order records the referral as received. */
function serverRecordsReceipt() {
  vi.mocked(http.post).mockImplementation(async (url: string) => {
    const link = await issueLink(url);
    const order = server.order;
    if (!(order instanceof Error) && order.viewerRole === 'designer' && order.status === OrderStatus.accepted) {
      server = { ...server, order: accepted({ status: OrderStatus.referralReceived, actions: [OrderAction.uploadCad] }), referral: referralOf(RECEIVED_AT) };
    }
    return link;
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = { order: accepted(), contract: () => signedContractOf('en'), balances: balancesOf(0), referral: referralOf() };
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => server));
  vi.spyOn(http, 'post').mockImplementation(issueLink);
  started = vi.spyOn(download, 'startDownload').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('receiving the referral', () => {
  it('lists each referral’s files with their kind and size, and the order’s status', async () => {
    renderAt();

    expect(await screen.findByRole('heading', { name: 'Receive the referral', level: 1 })).toBeTruthy();
    const referrals = await screen.findAllByTestId('order-referral');
    expect(referrals.map((r) => within(r).getByRole('heading').textContent)).toEqual(['R-2027-031', 'R-2027-032']);
    const rows = within(referrals[0]!).getAllByTestId('referral-file');
    expect(rows.map((row) => row.textContent)).toEqual(['상악_스캔.stlScan file · 3.2 MBDownload', 'shade-photo.jpgOther file · 200 KBDownload']);
    expect(within(referrals[1]!).getByText('No files are attached to this referral.')).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Accepted');
    expect(screen.getByTestId('receive-state-title').textContent).toBe('Not received yet');
    expect(screen.getByTestId('receive-back').getAttribute('href')).toBe(`/payment/${ORDER_ID}/designer`);
  });

  it('downloads a file through the link the server issues, under its own name, and the first download records the referral as received', async () => {
    serverRecordsReceipt();
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Download 상악_스캔.stl' }));

    expect(await screen.findByText('Referral received', { selector: '[data-testid="receive-state-title"]' })).toBeTruthy();
    expect(screen.getByTestId('receive-state-body').textContent).toMatch(/^Received on .+\. Next: design, then upload the CAD result\.$/);
    expect(screen.getByTestId('receive-status').getAttribute('data-received')).toBe('yes');
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Referral received'));
    expect(linkCalls()).toEqual([[linkUrl(SCAN_FILE_ID)]]);
    expect(started.mock.calls).toEqual([[signedUrl(SCAN_FILE_ID), '상악_스캔.stl']]);

    // Later downloads are downloads only.
    fireEvent.click(downloadButton('shade-photo.jpg'));
    await waitFor(() => expect(started.mock.calls.at(-1)).toEqual([signedUrl(OTHER_FILE_ID), 'shade-photo.jpg']));
    expect(linkCalls()[1]).toEqual([linkUrl(OTHER_FILE_ID)]);
  });

  it('downloads a file once however often its button is pressed, and says it is downloading', async () => {
    let answer: () => void = () => undefined;
    vi.mocked(http.post).mockImplementation((url: string) => new Promise((resolve) => (answer = () => resolve(issueLink(url)))));
    renderAt();

    const button = await screen.findByRole('button', { name: 'Download 상악_스캔.stl' });
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() => expect(button.textContent).toBe('Downloading…'));
    expect(button.getAttribute('aria-label')).toBe('Downloading 상악_스캔.stl…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(downloadButton('shade-photo.jpg').disabled).toBe(false);
    answer();
    await waitFor(() => expect(button.textContent).toBe('Download'));
    expect(linkCalls()).toHaveLength(1);
    expect(started.mock.calls).toEqual([[signedUrl(SCAN_FILE_ID), '상악_스캔.stl']]);
  });

  it('says why a download failed, in the member’s words', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    vi.mocked(http.post).mockRejectedValue(refusal(403, { code: 'FORBIDDEN', message: 'no' }));
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Download 상악_스캔.stl' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid access.'));
    expect(started).not.toHaveBeenCalled();
    expect(screen.getByTestId('receive-state-title').textContent).toBe('Not received yet');
  });

  it('shows the client their referral files read-only, and whether the T-esigner received them', async () => {
    server = { ...server, order: accepted({ viewerRole: 'client', status: OrderStatus.referralReceived, actions: [] }), referral: referralOf(RECEIVED_AT) };
    renderAt();

    expect(await screen.findByRole('heading', { name: 'Referral files', level: 1 })).toBeTruthy();
    expect(screen.getByText('The files of your referrals that cadmaster designs from. Downloading them here changes nothing in the order.')).toBeTruthy();
    expect((await screen.findByTestId('receive-state-body')).textContent).toMatch(/^cadmaster received the referral on /);
    expect(screen.getAllByTestId('referral-file')).toHaveLength(2);
    expect(screen.getByTestId('receive-back').getAttribute('href')).toBe(`/payment/contract/${ORDER_ID}`);

    fireEvent.click(downloadButton('shade-photo.jpg'));
    await waitFor(() => expect(started.mock.calls).toEqual([[signedUrl(OTHER_FILE_ID), 'shade-photo.jpg']]));
  });

  it('keeps the referral closed to the T-esigner until they accept the contract request', async () => {
    server = { ...server, order: accepted({ status: OrderStatus.awaitingAcceptance, acceptedAt: null, actions: [OrderAction.accept, OrderAction.decline] }) };
    renderAt();

    expect((await screen.findByTestId('receive-state-body')).textContent).toBe('The referral opens once you accept the contract request.');
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting acceptance');
    expect(screen.queryByTestId('order-referral')).toBeNull();
    expect(vi.mocked(http.get).mock.calls.some(([url]) => url.endsWith('/referral'))).toBe(false);
  });

  it('speaks Korean, with the file sizes and the download button', async () => {
    await i18n.changeLanguage('ko');
    renderAt();

    expect(await screen.findByRole('heading', { name: '의뢰서 수령', level: 1 })).toBeTruthy();
    const row = (await screen.findAllByTestId('referral-file'))[0]!;
    expect(row.textContent).toBe('상악_스캔.stl스캔 파일 · 3.2 MB내려받기');
    expect(within(row).getByRole('button', { name: '상악_스캔.stl 내려받기' })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('계약 요청 수락');
    expect(screen.getByTestId('receive-state-title').textContent).toBe('아직 수령 전');
  });

  it('says an order that is not the viewer’s cannot be found', async () => {
    server = { ...server, order: refusal(404, { code: 'NOT_FOUND', message: 'Not found' }) };
    renderAt();

    expect((await screen.findByTestId('receive-not-found')).textContent).toMatch(/Referral not found/);
    expect(screen.getByRole('link', { name: 'Transaction history' }).getAttribute('href')).toBe('/payment');
  });
});

describe('an order whose referrals carry no file (saved before a scan was required, issue 31)', () => {
  const withoutFiles = (receivedAt: string | null = null) => ({ ...referralOf(receivedAt), referrals: referralOf().referrals.map((r) => ({ ...r, files: [] })) });

  it('is no dead end: the T-esigner confirms receipt without a download and the order moves on', async () => {
    server = { ...server, referral: withoutFiles() };
    vi.mocked(http.post).mockImplementation(async (url: string) => {
      if (url !== `/api/v1/orders/${ORDER_ID}/referral/receipt`) throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
      const order = accepted({ status: OrderStatus.referralReceived, actions: [OrderAction.uploadCad] });
      server = { ...server, order, referral: withoutFiles(RECEIVED_AT) };
      return { data: order };
    });
    renderAt();

    expect((await screen.findByTestId('receive-state-body')).textContent).toBe('There are no files to download. Ask the client for the scan, or confirm receipt below.');
    const offer = await screen.findByTestId('receive-without-files');
    fireEvent.click(within(offer).getByRole('button', { name: 'Confirm receipt without files' }));

    await waitFor(() => expect(screen.getByTestId('receive-status').getAttribute('data-received')).toBe('yes'));
    expect(screen.queryByTestId('receive-without-files')).toBeNull();
    expect(linkCalls().map(([url]) => url)).toEqual([`/api/v1/orders/${ORDER_ID}/referral/receipt`]);
  });

  it('is not offered when a referral has a file to download: the download is the receipt', async () => {
    renderAt();
    await screen.findAllByTestId('order-referral');
    expect(screen.queryByTestId('receive-without-files')).toBeNull();
  });
});
