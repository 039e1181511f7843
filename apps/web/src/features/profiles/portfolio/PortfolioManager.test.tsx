import { ProfileLimits } from '@dcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { PortfolioManager } from './PortfolioManager.tsx';
import { itemOf, ITEM_ID, renderWithClient } from './test-fixtures.tsx';

vi.mock('../../viewer/components/MeshViewer.tsx', async () => ({ MeshViewer: (await import('./test-fixtures.tsx')).fakeViewer(() => Promise.reject(new Error('unused'))) }));
vi.mock('../../viewer/mesh/load.ts', () => ({ loadMesh: vi.fn(() => new Promise(() => undefined)), ViewerLoadError: class extends Error {} }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.restoreAllMocks());

describe('the owner’s portfolio', () => {
  it('lists the items with their face, title and number of files, and opens the editor to add one', () => {
    renderWithClient(<PortfolioManager items={[itemOf({ coverImageUrl: '/api/v1/common/file/cover' })]} />);
    const card = screen.getByTestId('portfolio-manager-item');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/v1/common/file/cover');
    expect(within(card).getByText('Zirconia bridge')).toBeTruthy();
    expect(within(card).getByText('2 files')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add portfolio item' }));
    expect(screen.getByText('New portfolio item')).toBeTruthy();
  });

  it('offers no new item at the limit, and says why', () => {
    const items = Array.from({ length: ProfileLimits.portfolioItemsMax }, () => itemOf({ id: crypto.randomUUID() }));
    renderWithClient(<PortfolioManager items={items} />);
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add portfolio item' });
    expect(add.disabled).toBe(true);
    expect(screen.getByTestId('portfolio-full').textContent).toBe('You have 30 portfolio items, the most there can be. Delete one to add another.');
    expect(add.getAttribute('aria-describedby')).toBe(screen.getByTestId('portfolio-full').id);
  });

  it('deletes an item only once asked, then reads the profiles again', async () => {
    const del = vi.spyOn(http, 'delete').mockResolvedValue({ data: null });
    const { client } = renderWithClient(<PortfolioManager items={[itemOf()]} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Zirconia bridge' }));
    const confirm = await screen.findByTestId('portfolio-delete-confirm');
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith(`/api/v1/profiles/me/portfolio/${ITEM_ID}`));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profiles', 'me'] }));
  });

  it('edits an item starting from its values', () => {
    renderWithClient(<PortfolioManager items={[itemOf()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Zirconia bridge' }));
    expect(screen.getByText('Edit portfolio item')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Zirconia bridge');
  });
});
