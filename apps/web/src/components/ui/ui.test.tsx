import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { renderAt } from '../../test/page-fixtures.tsx';
import { DataTable } from './DataTable.tsx';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { Page } from './Page.tsx';
import { PageHeader } from './PageHeader.tsx';
import { ScrollTabs } from './ScrollTabs.tsx';
import { networkError } from '../../lib/http.test-support.ts';

const rows = [
  { no: 'R-1', teeth: '11, 21', quotations: 3 },
  { no: 'R-2', teeth: '36', quotations: 0 },
];

describe('the design system', () => {
  it('a data table is a table with headers and, for a phone, a card per row with the first column as its title', () => {
    renderAt(
      '/',
      <DataTable
        caption="Requests"
        columns={[
          { key: 'no', header: 'Referral no.', cell: (row) => row.no },
          { key: 'teeth', header: 'Teeth', cell: (row) => row.teeth },
          { key: 'quotations', header: 'Quotations', cell: (row) => row.quotations, numeric: true },
        ]}
        rows={rows}
        rowKey={(row) => row.no}
        rowTestId="row"
      />,
    );
    const table = screen.getByRole('table', { name: 'Requests' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Referral no.', 'Teeth', 'Quotations']);
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    const cards = screen.getAllByTestId('row-card');
    expect(cards[0]!.textContent).toBe('R-1Teeth11, 21Quotations3');
  });

  it('tabs mark the selected one and switch on a click', () => {
    const onSelect = vi.fn();
    renderAt('/', <ScrollTabs label="Stages" items={[{ key: 'all', label: 'All', count: 4 }, { key: 'open', label: 'Open' }]} value="all" onSelect={onSelect} previousLabel="Earlier" nextLabel="More" />);
    expect(screen.getByRole('tab', { name: /^All/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));
    expect(onSelect).toHaveBeenCalledWith('open');
  });

  it('an error state says why in the catalogue’s words and asks again on Retry', () => {
    const onRetry = vi.fn();
    renderAt('/', <ErrorState error={networkError()} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Network error. Please check your connection.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('an empty state shows the next step, and a page header its title, badge and one action', () => {
    renderAt(
      '/',
      <Page width="working" aside={<p>Summary</p>}>
        <PageHeader title="Case R-1" badge={<span>Open</span>} action={<button type="button">Compare</button>} back={{ to: '/request', label: 'Requests' }} />
        <EmptyState illustration="documents" title="No quotations yet" action={<a href="/request">Write a referral</a>} />
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Case R-1');
    expect(screen.getByRole('link', { name: 'Requests' }).getAttribute('href')).toBe('/request');
    expect(screen.getByRole('complementary').textContent).toBe('Summary');
    expect(screen.getByText('No quotations yet')).toBeTruthy();
  });
});
