import { QuickAction, QuickStage, quickStageOf, QuickStatus } from '@dcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as download from '../../../lib/download.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import {
  answerQuickGet,
  balancesOf,
  deliveredQuick,
  FILE_IDS,
  QUICK_ID,
  quickInStage,
  REFERRAL,
  renderQuickAt,
  signInClient,
  TERMS,
  type QuickServer,
} from '../client-test-fixtures.tsx';
import QuickCadReceivePage from './QuickCadReceivePage.tsx';

let server: QuickServer;
const renderPage = (path = `/quick/cad-receive/${QUICK_ID}`) => renderQuickAt('/quick/cad-receive/:id', <QuickCadReceivePage />, path);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInClient();
  server = { terms: TERMS, balances: balancesOf(0), referrals: [REFERRAL], quick: deliveredQuick() };
  vi.spyOn(http, 'get').mockImplementation(answerQuickGet(() => server) as typeof http.get);
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('receiving a quick request’s CAD', () => {
  it('lists the delivered files with the note, the remakes left and the day it completes by itself', async () => {
    renderPage();
    const version = await screen.findByTestId('quick-version');
    expect(within(version).getByText('Version 1')).toBeTruthy();
    expect(within(version).getAllByTestId('quick-file').map((row) => row.textContent)).toEqual([expect.stringContaining('crown 11.stl'), expect.stringContaining('crown 21.stl')]);
    expect(within(version).getByTestId('quick-delivery-note').textContent).toBe('Margins at 0.05 mm.');
    expect(within(version).getAllByTestId('view-in-3d')).toHaveLength(2);
    expect(screen.getByTestId('quick-remakes-left').textContent).toBe('1 left (0 used)');
    expect(screen.getByTestId('quick-auto-complete').textContent).toContain('completes by itself');
  });

  it('downloads the version as one ZIP, or one file, through the link the server issues', async () => {
    const started = vi.spyOn(download, 'startDownload').mockImplementation(() => undefined);
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { url: '/api/v1/downloads/signed', expiresAt: '2026-11-21T01:05:00.000Z' } });
    renderPage();
    fireEvent.click(await screen.findByTestId('quick-download-all'));
    await waitFor(() => expect(started).toHaveBeenCalledWith('/api/v1/downloads/signed'));
    expect(post).toHaveBeenCalledWith(`/api/v1/quick/requests/${QUICK_ID}/cad/link`, { version: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Download crown 21.stl' }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith(`/api/v1/quick/requests/${QUICK_ID}/cad/link`, { version: 1, fileId: FILE_IDS[1] }));
  });

  it('completes the request once after asking, then offers the review', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      server = { ...server, quick: deliveredQuick({ status: QuickStatus.completed, actions: [], autoCompleteAt: null }) };
      return { data: server.quick };
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('quick-complete'));
    const dialog = await screen.findByTestId('quick-complete-dialog');
    expect(dialog.textContent).toContain('goes to cadmaster');
    const yes = within(dialog).getByRole('button', { name: 'Complete' });
    fireEvent.click(yes);
    fireEvent.click(yes);

    await waitFor(() => expect(screen.getByTestId('quick-summary').dataset.status).toBe(QuickStatus.completed));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(`/api/v1/quick/requests/${QUICK_ID}/complete`);
    expect(screen.queryByTestId('quick-complete')).toBeNull();
    expect(screen.getByTestId('quick-review-link').getAttribute('href')).toBe(`/quick/review/${QUICK_ID}`);
  });

  it('links to the remake request while one is left, and says so when none is', async () => {
    renderPage();
    expect((await screen.findByTestId('quick-remake-link')).getAttribute('href')).toBe(`/quick/remake-request/${QUICK_ID}`);

    server = { ...server, quick: deliveredQuick({ remakesUsed: 1, remakesLeft: 0, actions: [QuickAction.requestRemake, QuickAction.complete] }) };
    renderPage();
    expect(await screen.findByTestId('quick-no-remakes')).toBeTruthy();
  });

  it('shows the version the address names', async () => {
    const second = { version: 2, files: [{ id: FILE_IDS[0], name: 'crown v2.stl', size: 10, mime: 'model/stl' }], note: '', deliveredAt: '2026-11-23T01:00:00.000Z' };
    server = { ...server, quick: deliveredQuick({ deliveries: [...deliveredQuick().deliveries, second], remakesUsed: 1, remakesLeft: 0 }) };
    renderPage(`/quick/cad-receive/${QUICK_ID}?version=1`);
    expect((await screen.findByTestId('quick-version')).dataset.version).toBe('1');
    fireEvent.click(within(screen.getByTestId('quick-versions')).getByRole('button', { name: 'Version 2' }));
    await waitFor(() => expect(screen.getByTestId('quick-version').dataset.version).toBe('2'));
  });

  it('says why a request that is not the member’s cannot be shown', async () => {
    server = { ...server, quick: undefined };
    renderPage();
    expect(await screen.findByTestId('quick-receive-not-found')).toBeTruthy();
  });
});

describe('the client’s quick request page, stage by stage', () => {
  it.each(Object.values(QuickStage))('%s: titles the page and leads with the stage the request is in now, and says whose move it is', async (stage) => {
    const quick = quickInStage(stage);
    const read = quickStageOf(quick, 'client');
    expect(read.id).toBe(stage);
    server = { ...server, quick };
    renderPage();

    const names = { designer: quick.taker?.nickname ?? '' };
    const lead = await screen.findByTestId('stage-lead');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n.t(`quick:stages.${stage}.client.title`, names));
    expect(lead.textContent).toBe(i18n.t(`quick:stages.${stage}.client.lead`, names));
    const next = screen.queryByTestId('stage-next');
    if (read.actor === 'client') expect(next?.textContent).toMatch(new RegExp(`^Your turn · Next: ${i18n.t(`quick:stages.${stage}.client.action`)}`));
    else if (read.actor === 'designer') expect(next?.textContent).toMatch(/^The T-esigner’s turn/);
    else expect(next).toBeNull();
    if (read.due) expect(screen.getByTestId('stage-due').getAttribute('dateTime')).toBe(read.due.at);
  });

  it('says in Korean, before anything is delivered, that the T-esigner is still working, by the deadline', async () => {
    await i18n.changeLanguage('ko');
    const quick = quickInStage(QuickStage.taken);
    server = { ...server, quick };
    renderPage();

    expect((await screen.findByTestId('stage-lead')).textContent).toBe('cadmaster 티자이너가 맡아 마감까지 CAD를 만들고 있습니다. 납품되면 이 페이지에서 받을 수 있습니다.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('티자이너가 제작 중');
    expect(screen.getByTestId('stage-next').textContent).toBe(`티자이너 차례 · ${formatDateTime(quick.deadlineAt, 'ko')}까지`);
    expect(screen.queryByTestId('quick-complete')).toBeNull();
  });

  it('names the client’s next action on its button in Korean: complete a delivered request', async () => {
    await i18n.changeLanguage('ko');
    server = { ...server, quick: quickInStage(QuickStage.delivered) };
    renderPage();
    expect((await screen.findByTestId('quick-complete')).textContent).toBe('거래 완료');
    expect(screen.getByTestId('stage-next').textContent).toMatch(/^내 차례 · 다음 할 일: 거래 완료 · /);
  });

  it('names the client’s next action on its link in Korean: review a completed request, on the review page', async () => {
    await i18n.changeLanguage('ko');
    server = { ...server, quick: quickInStage(QuickStage.awaitingReview) };
    renderPage();
    const review = await screen.findByTestId('quick-review-link');
    expect(review.textContent).toBe('리뷰 쓰기');
    expect(review.getAttribute('href')).toBe(`/quick/review/${QUICK_ID}`);
  });
});
