import { QuickAction, QuickStatus } from '@dcm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerQuickGet, balancesOf, deliveredQuick, QUICK_ID, REFERRAL, renderQuickAt, signInClient, TERMS, type QuickServer } from '../client-test-fixtures.tsx';
import QuickRemakeRequestPage from './QuickRemakeRequestPage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

let server: QuickServer;
const renderPage = () => renderQuickAt('/quick/remake-request/:id', <QuickRemakeRequestPage />, `/quick/remake-request/${QUICK_ID}`);

function refused(status: number, code: string): HttpError {
  return answeredError(status, { error: { code, message: code } });
}

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

describe('asking a quick remake', () => {
  it('requires a reason before anything is sent', async () => {
    const post = vi.spyOn(http, 'post');
    renderPage();
    fireEvent.click(await screen.findByTestId('quick-remake-submit'));
    expect((await screen.findByTestId('reason-error')).textContent).toBe('Please give a reason.');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and goes to the receive page after a remake', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: deliveredQuick({ status: QuickStatus.remakeRequested, remakesUsed: 1, remakesLeft: 0, actions: [] }) });
    renderPage();
    expect((await screen.findByTestId('quick-remakes-left')).textContent).toBe('1 remake left for this request.');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Contact too tight on 21.  ' } });
    fireEvent.click(screen.getByTestId('quick-remake-submit'));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/api/v1/quick/requests/${QUICK_ID}/remake`, { reason: 'Contact too tight on 21.' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/quick/remake-cad-receive/${QUICK_ID}`));
  });

  it('offers no form when no remake is left', async () => {
    server = { ...server, quick: deliveredQuick({ remakesUsed: 1, remakesLeft: 0, actions: [QuickAction.requestRemake, QuickAction.complete] }) };
    renderPage();
    expect((await screen.findByTestId('quick-remake-closed')).textContent).toContain('The remakes of this quick request are used up.');
    expect(screen.queryByTestId('quick-remake-form')).toBeNull();
  });

  it('says the server’s refusal over the allowance in the member’s language', async () => {
    await i18n.changeLanguage('ko');
    vi.spyOn(http, 'post').mockRejectedValue(refused(409, 'QUICK_REMAKE_LIMIT'));
    renderPage();
    fireEvent.change(await screen.findByLabelText('사유'), { target: { value: '교합이 높습니다.' } });
    fireEvent.click(screen.getByTestId('quick-remake-submit'));
    expect((await screen.findByTestId('quick-remake-error')).textContent).toBe('이 퀵 의뢰의 재제작 요청 횟수를 모두 사용했습니다.');
  });
});
