import type { AdminHoliday, HolidayCreateBody } from '@dcm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderConsolePage } from '../content/test-setup.tsx';
import AdminHolidaysPage from './AdminHolidaysPage.tsx';

let days: AdminHoliday[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  days = [{ date: '2031-01-01', nameKo: '신정', nameEn: "New Year's Day" }];
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url === '/api/v1/admin/holidays') {
      const year = (config?.params as { year: number }).year;
      return { data: { year, items: days.filter((d) => d.date.startsWith(`${year}-`)) } };
    }
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => vi.restoreAllMocks());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('holiday table console', () => {
  it('shows the holidays of the year in the address and moves between years', async () => {
    renderConsolePage('/admin/holidays?year=2031', <AdminHolidaysPage />);
    const [row] = await screen.findAllByTestId('holiday-row');
    expect(within(row!).getByText('신정')).toBeTruthy();
    expect(within(row!).getByText('2031-01-01')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(await screen.findByTestId('holiday-empty')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/admin/holidays?year=2032');
  });

  it('adds a holiday with both names and shows the year it falls in', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (_url: string, body: unknown) => {
      const created = body as HolidayCreateBody;
      days = [...days, created];
      return { data: created };
    });
    renderConsolePage('/admin/holidays?year=2031', <AdminHolidaysPage />);
    await screen.findAllByTestId('holiday-row');
    fill('Date', '2032-05-05');
    fill('Name (Korean)', '어린이날');
    fill('Name (English)', "Children's Day");
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The holiday is added.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/v1/admin/holidays', { date: '2032-05-05', nameKo: '어린이날', nameEn: "Children's Day" });
    await vi.waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/holidays?year=2032'));
    expect(await screen.findByText('어린이날')).toBeTruthy();
  });

  it('asks for a date and names before sending anything', async () => {
    const post = vi.spyOn(http, 'post');
    renderConsolePage('/admin/holidays?year=2031', <AdminHolidaysPage />);
    await screen.findAllByTestId('holiday-row');
    fill('Name (Korean)', '어린이날');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name (English)').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('deletes a holiday after asking', async () => {
    const del = vi.spyOn(http, 'delete').mockImplementation(async () => {
      days = [];
      return { data: undefined };
    });
    renderConsolePage('/admin/holidays?year=2031', <AdminHolidaysPage />);
    await screen.findAllByTestId('holiday-row');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(del).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The holiday is deleted.')).toBeTruthy();
    expect(del).toHaveBeenCalledWith('/api/v1/admin/holidays/2031-01-01');
    expect(await screen.findByTestId('holiday-empty')).toBeTruthy();
  });
});
