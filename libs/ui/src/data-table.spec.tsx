import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buttonColumn, DataTable, sortRows, type DataTableColumn } from './data-table.js';

type Row = { id: number; name: string; views: number };

const ROWS: readonly Row[] = [
  { id: 1, name: 'Jazz Night', views: 12 },
  { id: 2, name: 'Apple Fair', views: 40 },
  { id: 3, name: 'Book Club', views: 12 },
];

const edited: number[] = [];
const COLUMNS: readonly DataTableColumn<Row>[] = [
  { key: 'name', header: 'Event', rowHeader: true, cell: (r) => r.name, sortValue: (r) => r.name },
  { key: 'views', header: 'Views', cell: (r) => r.views.toLocaleString('en-US'), sortValue: (r) => r.views, firstSort: 'descending' },
  buttonColumn('Edit', (r) => `Edit ${r.name}`, (r) => edited.push(r.id)),
];

function table(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(<DataTable caption="Views per event" columns={COLUMNS} rows={ROWS} empty="No events yet." {...props} />);
}

/** The first cell of each body row, in the order shown. */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('is a captioned table with column headers, a row header per row and the given cells', () => {
    table();
    const grid = screen.getByRole('table', { name: 'Views per event' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Event', 'Views', 'Actions']);
    expect(names()).toEqual(['Jazz Night', 'Apple Fair', 'Book Club']);
    expect(within(grid).getByRole('button', { name: 'Edit Apple Fair' }).textContent).toBe('Edit');
  });

  it('presses a row button with its row', async () => {
    const user = userEvent.setup();
    table();
    await user.click(screen.getByRole('button', { name: 'Edit Book Club' }));
    expect(edited).toEqual([3]);
  });

  it('keeps its caption and a hidden header for screen readers, the caption on screen when asked', () => {
    const { unmount } = table();
    expect(screen.getByText('Views per event').className).toBe('ui-visually-hidden');
    unmount();
    table({ showCaption: true });
    expect(screen.getByText('Views per event').className).toBe('');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).querySelector('.ui-visually-hidden')).not.toBeNull();
  });

  it('sorts by a header button, its first direction first, and reverses on a second press', async () => {
    const user = userEvent.setup();
    table();
    const event = screen.getByRole('columnheader', { name: 'Event' });
    const views = screen.getByRole('columnheader', { name: 'Views' });
    expect(event.getAttribute('aria-sort')).toBe('none');

    await user.click(within(views).getByRole('button', { name: 'Views' }));
    expect(views.getAttribute('aria-sort')).toBe('descending');
    expect(event.getAttribute('aria-sort')).toBe('none');
    // Rows that tie keep the given order.
    expect(names()).toEqual(['Apple Fair', 'Jazz Night', 'Book Club']);

    await user.click(within(views).getByRole('button', { name: 'Views' }));
    expect(views.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Jazz Night', 'Book Club', 'Apple Fair']);

    await user.click(within(event).getByRole('button', { name: 'Event' }));
    expect(event.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Apple Fair', 'Book Club', 'Jazz Night']);
  });

  it('sorts from the keyboard: Tab to a header, Enter or Space presses it', async () => {
    const user = userEvent.setup();
    table({ initialSort: { key: 'views', direction: 'descending' } });
    expect(screen.getByRole('columnheader', { name: /Views/ }).getAttribute('aria-sort')).toBe('descending');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Event' }));
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Apple Fair', 'Book Club', 'Jazz Night']);
    await user.keyboard(' ');
    expect(names()).toEqual(['Jazz Night', 'Book Club', 'Apple Fair']);
    expect(screen.getByRole('columnheader', { name: /Event/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the loading state while rows are unknown, with the given label', () => {
    table({ rows: undefined, loadingLabel: 'Loading figures…' });
    expect(screen.getByRole('status').textContent).toBe('Loading figures…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error state in the given words, announced, with a retry', async () => {
    const user = userEvent.setup();
    let retries = 0;
    const retry = () => {
      retries += 1;
    };
    table({ error: { message: 'Failed to fetch results.', onRetry: retry } });
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch results.');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(1);
  });

  it('says it is empty in place of the table, or as its one row under the headers', () => {
    const { unmount } = table({ rows: [] });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No events yet.').tagName).toBe('P');
    unmount();

    table({ rows: [], emptyAs: 'row' });
    const cell = screen.getByRole('cell', { name: 'No events yet.' });
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('marks the row a side form works on, and a refetch as busy', () => {
    table({ isCurrentRow: (r) => r.id === 2, busy: true });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('row', { current: true }).textContent).toContain('Apple Fair');
  });
});

describe('sortRows', () => {
  it('leaves the rows as they are without a sort or on a column that cannot sort', () => {
    expect(sortRows(ROWS, COLUMNS, null)).toBe(ROWS);
    expect(sortRows(ROWS, COLUMNS, { key: 'actions', direction: 'ascending' })).toBe(ROWS);
  });
});
