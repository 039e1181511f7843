import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { useWorkspace } from '../workspace.ts';
import RequestHomePage from './RequestHomePage.tsx';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/request']}>
      <Routes>
        <Route path="/request" element={<RequestHomePage />} />
        <Route path="/request/easymode" element={<p>simple form</p>} />
        <Route path="/request/detailmode" element={<p>detail form</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useWorkspace.getState().clear();
});
afterEach(() => useWorkspace.getState().clear());

describe('referral start page', () => {
  it('starts a fresh form of the chosen mode', () => {
    renderPage();
    expect(screen.queryByTestId('resume-banner')).toBeNull();
    expect(screen.getByRole('link', { name: /How to write a good referral/ }).getAttribute('href')).toBe('/request/requestTip');
    expect(screen.getByRole('link', { name: /Referral cart/ }).getAttribute('href')).toBe('/request/basket');

    fireEvent.click(screen.getByTestId('start-simple'));
    expect(screen.getByText('simple form')).toBeTruthy();
    const workspace = useWorkspace.getState().workspace;
    expect(workspace?.mode).toBe('simple');
    expect(workspace?.rows).toHaveLength(1);
  });

  it('offers the form being written, and starting anew replaces it only when confirmed', async () => {
    useWorkspace.getState().start('detail');
    const writing = useWorkspace.getState().workspace;
    renderPage();
    const banner = within(screen.getByTestId('resume-banner'));
    expect(banner.getByText(/Detail mode · patients: 1/)).toBeTruthy();
    expect(banner.getByRole('link', { name: 'Continue the form' }).getAttribute('href')).toBe('/request/detailmode');

    fireEvent.click(screen.getByTestId('start-simple'));
    const confirm = within(await screen.findByRole('alertdialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(useWorkspace.getState().workspace).toBe(writing);

    fireEvent.click(screen.getByTestId('start-simple'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start a new form' }));
    expect(screen.getByText('simple form')).toBeTruthy();
    expect(useWorkspace.getState().workspace?.mode).toBe('simple');
  });

  it('continues the form being written without starting a new one', () => {
    useWorkspace.getState().start('detail');
    const writing = useWorkspace.getState().workspace;
    renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Continue the form' }));
    expect(screen.getByText('detail form')).toBeTruthy();
    expect(useWorkspace.getState().workspace).toBe(writing);
  });

  it('discards the form being written after asking', async () => {
    useWorkspace.getState().start('simple');
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(useWorkspace.getState().workspace).toBeNull();
    expect(screen.queryByTestId('resume-banner')).toBeNull();
  });
});
