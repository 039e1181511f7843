import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { answer, faqOf } from '../test-fixtures.ts';
import FaqPage, { FAQ_SEARCH_DELAY_MS } from './FaqPage.tsx';

const faq = [
  faqOf(1, 'general', 'What is a T-esigner?', 'A dental CAD designer.'),
  faqOf(2, 'general', 'How long does approval take?', 'One to three business days.'),
  faqOf(3, 'client', 'How do I get a refund?', 'Within 10 business days of payment.'),
  faqOf(4, 'lab', 'Who can join as a lab?', 'Only the director.'),
  faqOf(5, 'designer', 'How is a refund of my earnings settled?', 'Settlement minus the fee.'),
];
let get: ReturnType<typeof vi.spyOn>;
const faqQueries = () => get.mock.calls.filter((c: unknown[]) => c[0] === '/api/v1/faq').map((c: unknown[]) => (c[1] as { params: Record<string, unknown> }).params);
const questions = () => screen.queryAllByTestId('faq-item').map((i) => i.querySelector('button')?.textContent?.replace(/^Q|▾$/g, ''));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(
    answer((url, params) => {
      if (url !== '/api/v1/faq') return undefined;
      const q = String(params.q ?? '').toLowerCase();
      return { items: faq.filter((f) => !q || `${f.question} ${f.answer}`.toLowerCase().includes(q)) };
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the FAQ', () => {
  it('shows the general tab first and switches tabs by click and by arrow keys, keeping the tab in the address', async () => {
    renderAt('/faq', <FaqPage />);
    await waitFor(() => expect(questions()).toEqual(['What is a T-esigner?', 'How long does approval take?']));
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Dental labs' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/faq?tab=lab'));
    expect(questions()).toEqual(['Who can join as a lab?']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Dental labs' }).id);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Dental labs' }), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/faq?tab=designer'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'T-esigners' }));
    expect(screen.getByRole('tab', { name: 'T-esigners' }).getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'T-esigners' }), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/faq'));
    // Only the general tab's questions were ever asked for: one list, split by tab.
    expect(faqQueries()).toEqual([{}]);
  });

  it('opens an answer under its question', async () => {
    renderAt('/faq', <FaqPage />, '/faq?tab=client');
    const question = await screen.findByRole('button', { name: /How do I get a refund\?/ });
    const answerId = question.getAttribute('aria-controls')!;
    expect(document.getElementById(answerId)?.hidden).toBe(true);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(answerId)?.hidden).toBe(false);
    expect(document.getElementById(answerId)?.textContent).toBe('Within 10 business days of payment.');
  });

  it('searches after a pause in typing, puts the words in the address, and counts the answers per tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/faq', <FaqPage />);
    await waitFor(() => expect(questions()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'ref' } });
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'refund' } });
    // Nothing is asked while the member is still typing.
    expect(faqQueries()).toEqual([{}]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FAQ_SEARCH_DELAY_MS + 10);
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/faq?q=refund'));
    await waitFor(() => expect(faqQueries()).toEqual([{}, { q: 'refund' }]));
    expect(screen.getByRole('tab', { name: /Clients/ }).textContent).toBe('Clients1');
    expect(screen.getByRole('tab', { name: /General/ }).textContent).toBe('General0');
    await waitFor(() => expect(screen.getByTestId('faq-empty').textContent).toContain('“refund”'));
    fireEvent.click(screen.getByRole('tab', { name: /Clients/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/faq?q=refund&tab=client'));
    expect(questions()).toEqual(['How do I get a refund?']);
    expect((screen.getByTestId('faq-search') as HTMLInputElement).value).toBe('refund');
  });

  it('reads the search of a shared address', async () => {
    renderAt('/faq', <FaqPage />, '/faq?tab=lab&q=director');
    await waitFor(() => expect(questions()).toEqual(['Who can join as a lab?']));
    expect(faqQueries()).toEqual([{ q: 'director' }]);
    expect((screen.getByTestId('faq-search') as HTMLInputElement).value).toBe('director');
  });
});
