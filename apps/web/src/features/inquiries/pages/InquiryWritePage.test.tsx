import type { Inquiry, InquiryBody } from '@dcm/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { renderAt, signIn } from '../test-setup.tsx';
import InquiryWritePage from './InquiryWritePage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

const requestId = '20000000-0000-4000-8000-000000000011';

function answerOf(body: InquiryBody): Inquiry {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    category: body.category,
    title: body.title,
    body: body.body,
    files: [],
    requestId: body.requestId ?? null,
    orderId: null,
    status: 'open',
    answer: null,
    answeredAt: null,
    createdAt: new Date().toISOString(),
    member: { memberNo: 7, nickname: 'Smile' },
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.setState({ user: null });
});

describe('inquiry form', () => {
  it('refuses an inquiry without a title or with a too short question, and sends nothing', async () => {
    const post = vi.spyOn(http, 'post');
    renderAt('/inquireWrite', '/inquireWrite', <InquiryWritePage />);
    fireEvent.change(await screen.findByLabelText('Question'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write at least 5 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the category, title and question with the request of the address, then opens the inquiry', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (_url: string, body: unknown) => ({ data: answerOf(body as InquiryBody) }));
    renderAt(`/inquireDetailWrite?requestId=${requestId}`, '/inquireDetailWrite', <InquiryWritePage detailed />);
    expect((await screen.findByTestId('inquiry-about')).textContent).toBe('About request 20000000.');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'payment' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Refund timing  ' } });
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'When does my refund arrive?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/myInquire2?id=00000000-0000-4000-8000-0000000000c1');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/v1/inquiries', { category: 'payment', title: 'Refund timing', body: 'When does my refund arrive?', fileIds: [], requestId });
  });

  it("shows the server's refusal of a request that is not the member's by the note naming it", async () => {
    const message = 'Choose a request or order you take part in.';
    vi.spyOn(http, 'post').mockRejectedValue(answeredError(400, { error: { code: 'VALIDATION_FAILED', message: 'no', fields: { requestId: message } } }));
    renderAt(`/inquireDetailWrite?requestId=${requestId}`, '/inquireDetailWrite', <InquiryWritePage detailed />);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Refund timing' } });
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'When does my refund arrive?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('inquiry-about-error')).textContent).toBe(message);
  });

  it('asks a signed-out visitor to sign in', async () => {
    useUserStore.setState({ user: null });
    renderAt('/inquireWrite', '/inquireWrite', <InquiryWritePage />);
    expect(await screen.findByTestId('inquiry-sign-in')).toBeTruthy();
    expect(screen.queryByTestId('inquiry-form')).toBeNull();
  });
});
