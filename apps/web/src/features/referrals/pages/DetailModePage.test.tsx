import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/page-fixtures.tsx';
import { codesFor, paramsOf } from '../../../test/referral-fixtures.ts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { formState, useWorkspace } from '../workspace.ts';
import DetailModePage from './DetailModePage.tsx';

const renderPage = () => renderAt('/request/detailmode', <DetailModePage />);
/** The form page reached as a return to the workspace `key` (a sub-page's "Done", back, a reload). */
function renderReturn(key: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/request/detailmode', state: formState(key) }]}>
        <Routes>
          <Route path="/request/detailmode" element={<DetailModePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const numberBox = () => screen.findByRole('textbox', { name: 'Referral number' });
const numberIs = (value: string) => waitFor(() => expect((screen.getByRole('textbox', { name: 'Referral number' }) as HTMLInputElement).value).toBe(value));
const railStates = () => within(screen.getByTestId('step-rail')).getAllByRole('listitem').map((li) => li.getAttribute('data-state'));
const missing = () => within(screen.getByTestId('save-summary')).queryAllByRole('button').map((b) => b.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => ({ data: codesFor(url, paramsOf(config).type) ?? [] }));
});
afterEach(() => {
  useWorkspace.getState().clear();
  useWorkspace.getState().discardParked();
  vi.restoreAllMocks();
});

describe('detail referral form', () => {
  it('is written in five numbered steps, each a card with its heading, listed on the rail', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Detail referral', level: 1 })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['Step 1 Case', 'Step 2 Teeth and prosthesis', 'Step 3 Implant and valuesOptional', 'Step 4 Files', 'Step 5 Details and confirmation']),
    );
    expect(railStates()).toEqual(['todo', 'todo', 'todo', 'todo', 'todo']);
    expect(within(screen.getByTestId('step-rail')).getAllByRole('link')[0]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('save-state').textContent).toBe('Not saved yet');
    expect(missing()).toEqual(['Referral number', 'Processing method', 'Prosthesis types', 'Teeth', 'Scan file', 'Confirmation']);
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
    expect(missing()).toEqual(['Prosthesis types', 'Teeth', 'Scan file']);
  });

  it('a refused complete save marks the steps that hold the errors and shows each error at its field', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Referral number' }), { target: { value: '2026-0412' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save complete' }));
    expect(await screen.findByText('Please confirm the referral before saving.')).toBeTruthy();
    expect(railStates()).toEqual(['error', 'error', 'todo', 'error', 'error']);
    expect(screen.getByText('Attach the scan file. A T-esigner cannot design without it.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Referral number' }).getAttribute('aria-invalid')).toBe('false');
  });
});

describe('a new referral after another (issue 31)', () => {
  it('starts blank; the earlier unsaved form is offered back, restored only when asked, then discarded', async () => {
    const earlier = useWorkspace.getState().start('detail');
    const row = useWorkspace.getState().workspace!.rows[0]!;
    useWorkspace.getState().updateData(row.key, { referralNumber: '2026-0001', details: 'Shade A2' });

    renderPage();
    await numberBox();
    await numberIs('');
    const notice = await screen.findByTestId('parked-draft');
    expect(notice.textContent).toMatch(/You have an unsaved draft from .+\. Referral 2026-0001 is not on this form/);

    fireEvent.click(within(notice).getByRole('button', { name: 'Restore' }));
    await numberIs('2026-0001');
    expect(useWorkspace.getState().workspace?.key).toBe(earlier);
    // The blank form it replaced held nothing, so nothing is parked in its place.
    expect(screen.queryByTestId('parked-draft')).toBeNull();
  });

  it('a saved form is not offered back: it is in the cart', async () => {
    useWorkspace.getState().start('detail');
    const row = useWorkspace.getState().workspace!.rows[0]!;
    useWorkspace.getState().updateData(row.key, { referralNumber: '2026-0002' });
    const data = useWorkspace.getState().workspace!.rows[0]!.data;
    useWorkspace.getState().markSaved(row.key, { id: '3f2a0000-0000-4000-8000-0000000000c1', status: 'complete', groupId: '3f2a0000-0000-4000-8000-0000000000c2' } as never, data);

    renderPage();
    await numberBox();
    await numberIs('');
    expect(screen.queryByTestId('parked-draft')).toBeNull();
  });

  it('a return to the form (from a sub-page, back, a reload) keeps what is being written', async () => {
    const key = useWorkspace.getState().start('detail');
    useWorkspace.getState().updateData(useWorkspace.getState().workspace!.rows[0]!.key, { referralNumber: '2026-0003' });
    renderReturn(key);
    await numberBox();
    await numberIs('2026-0003');
    expect(screen.queryByTestId('parked-draft')).toBeNull();
  });
});

describe('the referral number as it is typed (issue 31)', () => {
  it('says at once that letters are refused, and clears once only digits and symbols are left', async () => {
    renderPage();
    const box = await numberBox();
    fireEvent.change(box, { target: { value: '2026 Kim' } });
    expect(await screen.findByText('A referral number cannot contain letters. Never enter a patient name.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '2026-0412' } });
    expect(screen.queryByText('A referral number cannot contain letters. Never enter a patient name.')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });
});
