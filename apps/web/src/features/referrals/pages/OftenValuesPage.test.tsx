import type { ValueSet } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useWorkspace } from '../workspace.ts';
import OftenValuesPage from './OftenValuesPage.tsx';

const zirconia: ValueSet = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Zirconia standard',
  values: [
    { title: 'Cement gap', value: '0.03 mm' },
    { title: 'Minimum thickness', value: '0.5 mm' },
  ],
  createdAt: '2025-04-01T00:00:00.000Z',
};
const emax: ValueSet = { id: '00000000-0000-4000-8000-000000000002', name: 'e.max thin', values: [{ title: 'Minimum thickness', value: '0.3 mm' }], createdAt: '2025-04-02T00:00:00.000Z' };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/request/oftenDt']}>
        <Routes>
          <Route path="/request/oftenDt" element={<OftenValuesPage />} />
          <Route path="/request/easymode" element={<p>simple form</p>} />
          <Route path="/request" element={<p>referral start</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowsOf = () => useWorkspace.getState().workspace?.rows.map((r) => r.data.values);

/** A simple-mode form of two patients, the second one active, with values of its own. */
function openForm() {
  const { start, addRow, updateData } = useWorkspace.getState();
  start('simple');
  const first = useWorkspace.getState().workspace!.activeKey;
  updateData(first, { values: [{ title: 'Spacer', value: '20 µm' }] });
  const second = addRow();
  updateData(second, { values: [{ title: 'Cement gap', value: '0.05 mm' }] });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockResolvedValue({ data: { items: [zirconia, emax] } });
});
afterEach(() => {
  useWorkspace.getState().clear();
  vi.restoreAllMocks();
});

describe('frequently used values page', () => {
  it('shows each set with its rows', async () => {
    openForm();
    renderPage();
    const set = within((await screen.findAllByTestId('value-set'))[0]!);
    expect(set.getByRole('heading', { name: 'Zirconia standard' })).toBeTruthy();
    expect(set.getByText('Minimum thickness')).toBeTruthy();
    expect(set.getByText('0.5 mm')).toBeTruthy();
  });

  it('replaces the active row’s values with the set after asking, and returns to the form', async () => {
    openForm();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Use this set: Zirconia standard' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('The values now on this referral (1) will be replaced by the set’s values (2).')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Replace' }));

    expect(await screen.findByText('simple form')).toBeTruthy();
    // Only the active (second) patient changes.
    expect(rowsOf()).toEqual([[{ title: 'Spacer', value: '20 µm' }], zirconia.values]);
  });

  it('uses a set at once when the row has no values yet', async () => {
    useWorkspace.getState().start('simple');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Use this set: e.max thin' }));
    expect(await screen.findByText('simple form')).toBeTruthy();
    expect(rowsOf()).toEqual([emax.values]);
  });

  it('deletes a set only after asking', async () => {
    openForm();
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ data: undefined });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete e.max thin' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith(`/api/v1/referrals/value-sets/${emax.id}`));
  });

  it('explains how to save a set when there is none', async () => {
    openForm();
    vi.mocked(http.get).mockResolvedValue({ data: { items: [] } });
    renderPage();
    expect(await screen.findByText('No frequently used values yet')).toBeTruthy();
    expect(screen.getByText(/tap “Save as frequently used”/)).toBeTruthy();
  });

  it('without a form being written, says where to start one', () => {
    renderPage();
    expect(screen.getByText('No referral form is open')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to referral forms' }));
    expect(screen.getByText('referral start')).toBeTruthy();
  });
});
