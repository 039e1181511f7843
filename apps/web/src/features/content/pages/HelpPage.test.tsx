import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { answer, documentOf, faqOf, noticePage, noticesOf } from '../test-fixtures.ts';
import HelpPage from './HelpPage.tsx';

const versions = [
  { version: '2026-11-01', effectiveAt: '2026-11-01T00:00:00.000Z' },
  { version: '2026-03-01', effectiveAt: '2026-03-01T00:00:00.000Z' },
];
let get: ReturnType<typeof vi.spyOn>;
const documentCalls = () =>
  get.mock.calls.filter((c: unknown[]) => c[0] === '/api/v1/documents/terms').map((c: unknown[]) => (c[1] as { params: Record<string, unknown> }).params);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(
    answer((url, params) => {
      if (url === '/api/v1/documents/terms/versions') return { items: versions };
      if (url === '/api/v1/documents/terms') {
        const version = params.version ?? '2026-11-01';
        return versions.some((v) => v.version === version) ? documentOf(String(version), `Terms as of ${version}`) : undefined;
      }
      if (url === '/api/v1/notices') return noticePage(noticesOf(7, 1), params);
      if (url === '/api/v1/faq') return { items: [faqOf(1, 'general', 'What is a T-esigner?', 'A dental CAD designer.'), faqOf(2, 'client', 'Refunds?', 'Yes.')] };
      return undefined;
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the help centre', () => {
  it('shows the current terms of use and switches to an earlier version, keeping it in the address', async () => {
    renderAt('/help', <HelpPage />, '/help?doc=terms');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of use');
    expect((await screen.findByTestId('document-body')).textContent).toBe('Terms as of 2026-11-01');
    const picker = (await screen.findByTestId('document-version')) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['2026-11-01 (current)', '2026-03-01']);
    expect(screen.queryByTestId('document-old')).toBeNull();

    fireEvent.change(picker, { target: { value: '2026-03-01' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/help?doc=terms&version=2026-03-01'));
    await waitFor(() => expect(screen.getByTestId('document-body').textContent).toBe('Terms as of 2026-03-01'));
    expect(screen.getByTestId('document-old')).toBeTruthy();
    expect(documentCalls()).toEqual([{}, { version: '2026-03-01' }]);

    // Back to the current one: the address loses ?version=.
    fireEvent.change(screen.getByTestId('document-version'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/help?doc=terms'));
    await waitFor(() => expect(screen.getByTestId('document-body').textContent).toBe('Terms as of 2026-11-01'));
  });

  it('says so for a version that was never published', async () => {
    renderAt('/help', <HelpPage />, '/help?doc=terms&version=1999-01-01');
    expect((await screen.findByTestId('document-not-found')).textContent).toContain('Document not found');
  });

  it('without a document, is the hub: general questions, the latest notices, the inquiry and the guides', async () => {
    renderAt('/help', <HelpPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Help centre');
    await waitFor(() => expect(screen.getAllByTestId('help-faq-item')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('help-notices').querySelectorAll('li')).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'Send a 1:1 inquiry' }).getAttribute('href')).toBe('/inquire');
    expect(screen.getByRole('link', { name: 'My inquiries' }).getAttribute('href')).toBe('/myInquire');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/help?doc=privacy');
    expect(screen.getByRole('link', { name: /Guide to quick requests/ }).getAttribute('href')).toBe('/service4');
    // Each "more" link says where it goes, and each preview keeps a full list's height (no layout shift as it loads).
    const more = screen.getAllByRole('link', { name: /^See more/ });
    expect(more.map((a) => a.getAttribute('href'))).toEqual(['/faq', '/help/notice']);
    expect(more.map((a) => a.textContent)).toEqual(['See more Frequently asked questions', 'See more Notices']);
    for (const id of ['help-faq', 'help-notices']) expect(screen.getByTestId(id).lastElementChild?.className).toMatch(/^min-h-\[/);
  });
});
