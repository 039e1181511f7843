import type { QuickTerms } from '@dcm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../../lib/http.ts';
import i18n from '../../../../lib/i18n.ts';
import { refusal, renderAt } from '../../../../test/page-fixtures.tsx';
import { prosthesisCodes } from '../../designer/test-fixtures.ts';
import AdminQuickTermsPage from './AdminQuickTermsPage.tsx';

const terms: QuickTerms = {
  prices: [{ type: 'crown', KRW: 30_000, USD: 2_500 }],
  remakeLimit: 1,
  autoCompleteBusinessDays: 3,
  minDeadlineHours: 12,
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const codes = prosthesisCodes(url, (config?.params as { type?: string } | undefined)?.type);
    if (codes) return { data: codes };
    if (url === '/api/v1/quick/prices') return { data: terms };
    throw new Error(`unexpected GET ${url}`);
  });
  vi.spyOn(http, 'put').mockImplementation(async (_url: string, body: unknown) => ({ data: { ...terms, ...(body as object) } }));
});
afterEach(() => vi.restoreAllMocks());

const renderPage = () => renderAt('/admin/quick', <AdminQuickTermsPage />);

describe('the quick terms page', () => {
  it('lists every prosthesis type of the code table with its prices, empty where not offered', async () => {
    renderPage();
    expect(((await screen.findByLabelText('Crown price in KRW')) as HTMLInputElement).value).toBe('30,000');
    expect((screen.getByLabelText('Crown price in USD') as HTMLInputElement).value).toBe('25');
    expect((screen.getByLabelText('Inlay price in KRW') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('remake-limit') as HTMLInputElement).value).toBe('1');
  });

  it('saves the table in minor units, leaving out a type offered in no currency', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Inlay price in KRW'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Crown price in USD'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('remake-limit'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('min-deadline'), { target: { value: '24' } });
    fireEvent.click(screen.getByTestId('quick-terms-save'));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('/api/v1/admin/quick/prices', {
        prices: [
          { type: 'crown', KRW: 30_000, USD: null },
          { type: 'inlay', KRW: 20_000, USD: null },
        ],
        remakeLimit: 2,
        minDeadlineHours: 24,
      }),
    );
  });

  it('refuses a remake allowance over five without asking the server', async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('remake-limit'), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('quick-terms-save'));
    expect(await screen.findByTestId('quick-terms-error')).toBeTruthy();
    expect(screen.getByTestId('remake-limit').getAttribute('aria-invalid')).toBe('true');
    expect(http.put).not.toHaveBeenCalled();
  });

  it('says a refusal of the server in the admin language', async () => {
    vi.mocked(http.put).mockRejectedValue(refusal(403, { code: 'FORBIDDEN', message: 'forbidden' }));
    renderPage();
    fireEvent.click(await screen.findByTestId('quick-terms-save'));
    const { default: en } = await import('../../../../locales/en/errors.json');
    expect((await screen.findByTestId('quick-terms-error')).textContent).toBe(en.FORBIDDEN);
  });
});
