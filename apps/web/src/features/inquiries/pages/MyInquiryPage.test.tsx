import type { Inquiry } from '@dcm/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { renderAt, signIn } from '../test-setup.tsx';
import MyInquiryPage from './MyInquiryPage.tsx';

const answered: Inquiry = {
  id: '00000000-0000-4000-8000-0000000000c1',
  category: 'payment',
  title: 'Refund timing',
  body: 'When does my refund arrive?',
  files: [{ id: 'f1', name: 'receipt.pdf', size: 2048, mime: 'application/pdf', url: '/files/f1' }],
  requestId: null,
  orderId: null,
  status: 'answered',
  answer: 'Within ten business days.',
  answeredAt: '2026-03-03T01:00:00.000Z',
  createdAt: '2026-03-02T01:00:00.000Z',
  member: { memberNo: 7, nickname: 'Smile' },
};

let inquiry: Inquiry;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signIn();
  inquiry = answered;
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/v1/inquiries/${answered.id}`) return { data: inquiry };
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.setState({ user: null });
});

describe('my inquiry', () => {
  it('shows the question, its files and the operator’s answer', async () => {
    renderAt(`/myInquire2?id=${answered.id}`, '/myInquire2', <MyInquiryPage />);
    expect((await screen.findByTestId('inquiry-answer')).textContent).toContain('Within ten business days.');
    expect(screen.getByTestId('inquiry-question').textContent).toContain('When does my refund arrive?');
    expect(screen.getByTestId('inquiry-status').textContent).toBe('Answered');
    expect(screen.getByRole('link', { name: 'receipt.pdf' }).getAttribute('href')).toBe('/files/f1');
  });

  it('says the answer is on its way while the inquiry is open', async () => {
    inquiry = { ...answered, status: 'open', answer: null, answeredAt: null };
    renderAt(`/myInquire2?id=${answered.id}`, '/myInquire2', <MyInquiryPage />);
    expect(await screen.findByTestId('inquiry-waiting')).toBeTruthy();
    expect(screen.queryByTestId('inquiry-answer')).toBeNull();
    expect(screen.getByTestId('inquiry-status').textContent).toBe('Waiting');
  });
});
