// A data table that becomes cards on a phone (issue 26): on a tablet and up a real table (a caption,
// column headers, rows); below 640 px each row is a card with the first column as its title and the
// others as label–value pairs, so nothing scrolls sideways on a 390 px screen.
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures (money, counts, dates) align to the end and use tabular numbers. */
  numeric?: boolean;
  /** Left out of the phone's card (already said by the title, or only useful side by side). */
  wideOnly?: boolean;
}

interface DataTableProps<Row> {
  /** What the table lists, for screen readers (and shown above the table when `showCaption`). */
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: string;
  /** The action at the end of each row (open, download…), a button or link. */
  rowAction?: (row: Row) => ReactNode;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, rowTestId, rowAction }: DataTableProps<Row>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <div>
      <div className="hidden overflow-hidden rounded-card border border-line bg-surface shadow-card sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sunken text-xs font-semibold text-ink-muted">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={`px-4 py-3 ${column.numeric ? 'text-right' : ''}`}>
                  {column.header}
                </th>
              ))}
              {rowAction && <th scope="col" className="sr-only" />}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-canvas" data-testid={rowTestId}>
                {columns.map((column) => (
                  <td key={column.key} className={`px-4 py-3 align-middle ${column.numeric ? 'text-right tabular-nums' : ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
                {rowAction && <td className="px-4 py-3 text-right">{rowAction(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-card border border-line bg-surface p-4 shadow-card" data-testid={rowTestId ? `${rowTestId}-card` : undefined}>
            <div className="font-semibold text-ink">{first.cell(row)}</div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {rest
                .filter((column) => !column.wideOnly)
                .map((column) => (
                  <div key={column.key} className="contents">
                    <dt className="text-ink-subtle">{column.header}</dt>
                    <dd className={`text-right text-ink ${column.numeric ? 'tabular-nums' : ''}`}>{column.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            {rowAction && <div className="mt-3 flex justify-end">{rowAction(row)}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
