import { fireEvent, screen, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { codesFor, paramsOf } from '../../../test/referral-fixtures.ts';
import { useWorkspace } from '../workspace.ts';
import DetailModePage from './DetailModePage.tsx';

const renderPage = () => renderAt('/request/detailmode', <DetailModePage />);
const railStates = () => within(screen.getByTestId('step-rail')).getAllByRole('listitem').map((li) => li.getAttribute('data-state'));
const missing = () => within(screen.getByTestId('save-summary')).queryAllByRole('button').map((b) => b.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => ({ data: codesFor(url, paramsOf(config).type) ?? [] }));
});
afterEach(() => {
  useWorkspace.getState().clear();
  vi.restoreAllMocks();
});

describe('detail referral form', () => {
  it('is written in five numbered steps, each a card with its heading, listed on the rail', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Detail referral', level: 1 })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['Step 1 Case', 'Step 2 Teeth and prosthesis', 'Step 3 Implant and valuesOptional', 'Step 4 FilesOptional', 'Step 5 Details and confirmation']),
    );
    expect(railStates()).toEqual(['todo', 'todo', 'todo', 'todo', 'todo']);
    expect(within(screen.getByTestId('step-rail')).getAllByRole('link')[0]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('save-state').textContent).toBe('Not saved yet');
    expect(missing()).toEqual(['Referral number', 'Processing method', 'Prosthesis types', 'Teeth', 'Confirmation']);
  });

  it('marks a step done once a complete save would find nothing to fix in it', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Referral number' }), { target: { value: '2026-0412' } });
    expect(missing()).not.toContain('Referral number');
    expect(railStates()[0]).toBe('todo');
    await screen.findByRole('option', { name: 'Milling' });
    fireEvent.change(screen.getByLabelText('Processing method'), { target: { value: 'milling' } });
    expect(railStates()[0]).toBe('done');
    fireEvent.click(screen.getByRole('checkbox', { name: /this referral is correct/i }));
    expect(railStates()[4]).toBe('done');
    expect(missing()).toEqual(['Prosthesis types', 'Teeth']);
  });

  it('a refused complete save marks the steps that hold the errors and shows each error at its field', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Referral number' }), { target: { value: '2026-0412' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save complete' }));
    expect(await screen.findByText('Please confirm the referral before saving.')).toBeTruthy();
    expect(railStates()).toEqual(['error', 'error', 'todo', 'todo', 'error']);
    expect(screen.getByRole('textbox', { name: 'Referral number' }).getAttribute('aria-invalid')).toBe('false');
  });
});
