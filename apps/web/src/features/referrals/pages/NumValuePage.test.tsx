import type { ValueSet } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useWorkspace } from '../workspace.ts';
import NumValuePage from './NumValuePage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string> }): HttpError {
  return answeredError(status, { error });
}

const full = 'You can keep up to 30 saved value sets. Delete one you no longer use, then save.';
const saved: ValueSet = { id: '00000000-0000-4000-8000-000000000001', name: 'Zirconia standard', values: [{ title: 'Cement gap', value: '0.04 mm' }], createdAt: '2025-04-01T00:00:00.000Z' };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/request/numvalue']}>
        <Routes>
          <Route path="/request/numvalue" element={<NumValuePage />} />
          <Route path="/request/detailmode" element={<p>detail form</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const activeValues = () => {
  const w = useWorkspace.getState().workspace;
  return w?.rows.find((r) => r.key === w.activeKey)?.data.values;
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useWorkspace.getState().start('detail');
  const { workspace, updateData } = useWorkspace.getState();
  updateData(workspace!.activeKey, { values: [{ title: 'Cement gap', value: '0.03 mm' }] });
  vi.spyOn(http, 'get').mockResolvedValue({ data: { items: [saved] } });
});
afterEach(() => {
  useWorkspace.getState().clear();
  vi.restoreAllMocks();
});

describe('numeric values page', () => {
  it('edits the values of the referral being written and returns to its form', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add a value' }));
    const titles = screen.getAllByLabelText('Title');
    fireEvent.change(titles[1]!, { target: { value: 'Minimum thickness' } });
    fireEvent.change(screen.getAllByLabelText('Value')[1]!, { target: { value: '0.5 mm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a value' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    // The blank third row is dropped; the rows a T-esigner can use stay.
    expect(await screen.findByText('detail form')).toBeTruthy();
    expect(activeValues()).toEqual([
      { title: 'Cement gap', value: '0.03 mm' },
      { title: 'Minimum thickness', value: '0.5 mm' },
    ]);
  });

  it('does not return to the form while a value is over 30 characters or has no title', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '0'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('At most 30 characters, spaces not counted.')).toBeTruthy();
    expect(screen.queryByText('detail form')).toBeNull();

    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '0.03 mm' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.queryByText('detail form')).toBeNull();
  });

  it('shows the server’s answer about the name next to the name field when saving a set', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValue(refusal(400, { code: 'VALIDATION_FAILED', message: 'Check the fields.', fields: { name: full } }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Save as frequently used' }));
    const dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByLabelText('Set name');
    fireEvent.change(name, { target: { value: 'Emax thin' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText(full)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(dialog.getByText(full).id);
    expect(post).toHaveBeenCalledWith('/api/v1/referrals/value-sets', { name: 'Emax thin', values: [{ title: 'Cement gap', value: '0.03 mm' }] });
  });

  it('says that a name already used replaces that set, and asks for a name first', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { ...saved, values: [{ title: 'Cement gap', value: '0.03 mm' }] } });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Save as frequently used' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Saving under a name you already use replaces that set/)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('This field is required.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByLabelText('Set name'), { target: { value: 'Zirconia standard' } });
    expect(await dialog.findByText('You already have “Zirconia standard”: saving replaces its values.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Replace' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('asks for a value before saving an empty set', () => {
    const { workspace, updateData } = useWorkspace.getState();
    updateData(workspace!.activeKey, { values: [] });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Save as frequently used' }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one value with a title before saving a set.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
