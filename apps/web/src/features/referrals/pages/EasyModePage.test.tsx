import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { codesFor, paramsOf } from '../../../test/referral-fixtures.ts';
import { useWorkspace } from '../workspace.ts';
import EasyModePage from './EasyModePage.tsx';

const renderPage = () => renderAt('/request/easymode', <EasyModePage />);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => ({ data: codesFor(url, paramsOf(config).type) ?? [] }));
});
afterEach(() => {
  useWorkspace.getState().clear();
  vi.restoreAllMocks();
});

describe('simple referral form', () => {
  it('holds one row per patient, each field labelled within its row, and a new row keeps the last row’s choices', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Simple referral', level: 1 })).toBeTruthy();
    const first = within(screen.getByTestId('patient-row'));
    expect(first.getByRole('group', { name: 'Patient 1' })).toBeTruthy();
    fireEvent.change(first.getByRole('textbox', { name: 'Referral number' }), { target: { value: '2026-0412' } });
    await first.findByRole('option', { name: 'Milling' });
    fireEvent.change(first.getByLabelText('Processing method'), { target: { value: 'milling' } });
    expect(first.getByTestId('teeth-words').textContent).toBe('No teeth selected');
    // The only row cannot be removed.
    expect(first.queryByRole('button', { name: 'Remove Patient 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Add a patient/ }));
    const rows = screen.getAllByTestId('patient-row');
    expect(rows).toHaveLength(2);
    const second = within(rows[1]!);
    expect((second.getByLabelText('Processing method') as HTMLSelectElement).value).toBe('milling');
    expect((second.getByRole('textbox', { name: 'Referral number' }) as HTMLInputElement).value).toBe('');
    expect(second.getByRole('button', { name: 'Remove Patient 2' })).toBeTruthy();
    expect(screen.getByText('0 of 2 patients ready to save complete')).toBeTruthy();
  });

  it('a refused complete save shows the errors in the row that has them', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save complete' }));
    const row = within(screen.getByTestId('patient-row'));
    expect(await row.findByText('Select at least one tooth.')).toBeTruthy();
    expect(row.getByRole('textbox', { name: 'Referral number' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please confirm the referral before saving.')).toBeTruthy();
  });
});
