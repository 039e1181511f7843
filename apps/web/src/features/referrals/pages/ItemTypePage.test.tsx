import type { CodeItem } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useWorkspace } from '../workspace.ts';
import ItemTypePage from './ItemTypePage.tsx';

const codes: CodeItem[] = [
  { code: 'zirconia_crown', name: 'Zirconia crown', sort: 1, extra: 'crown' },
  { code: 'inlay', name: 'Inlay', sort: 2, extra: 'crown' },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/request/itemType']}>
        <Routes>
          <Route path="/request/itemType" element={<ItemTypePage />} />
          <Route path="/request/detailmode" element={<p>detail form</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockResolvedValue({ data: codes });
});
afterEach(() => {
  useWorkspace.getState().clear();
  vi.restoreAllMocks();
});

describe('prosthesis types page', () => {
  it('chooses the types of the referral being written and returns to its form', async () => {
    useWorkspace.getState().start('detail');
    const { workspace, updateData } = useWorkspace.getState();
    updateData(workspace!.activeKey, { prosthesis: [{ type: 'zirconia_crown', count: 2 }] });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Inlay/ }));
    expect(screen.getByText('Types chosen: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('detail form')).toBeTruthy();
    expect(useWorkspace.getState().workspace?.rows[0]?.data.prosthesis).toEqual([
      { type: 'zirconia_crown', count: 2 },
      { type: 'inlay', count: 1 },
    ]);
  });

  it('without a form being written, links to where one starts', () => {
    renderPage();
    expect(screen.getByText('No referral form is open')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to referral forms' }).getAttribute('href')).toBe('/request');
  });
});
