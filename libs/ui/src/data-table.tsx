import { useMemo, useState, type ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { Button } from './button.js';
import { ErrorState } from './error-state.js';
import { useAppIntl } from './i18n/app-intl.js';
import { Spinner } from './spinner.js';

const messages = defineMessages({
  actions: { id: 'ui.dataTable.actions', defaultMessage: 'Actions' },
});

/** The sort's direction beside a sorted column's name (decorative: aria-sort says it). */
const SORT_ARROWS: Readonly<Record<SortDirection, string>> = { descending: ' ▼', ascending: ' ▲' };

/** The header of a column of row buttons: "Actions", for screen readers only. */
function ActionsHeader() {
  return useAppIntl().formatMessage(messages.actions);
}

export type DataTableColumn<Row> = {
  /** Unique among the columns; the sort's key. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names its row: a `th scope="row"` instead of a `td`. */
  rowHeader?: boolean;
  /** The class of the column's body cells. */
  className?: string;
  /** The header is for screen readers only (a last column of row buttons: "Actions"). */
  headerHidden?: boolean;
  /** Makes the column sortable: its header becomes a button ordering the rows by this value. */
  sortValue?: (row: Row) => string | number;
  /** The direction of a column's first click: descending for counts, ascending for names (the default). */
  firstSort?: SortDirection;
};

export type SortDirection = 'ascending' | 'descending';
export type DataTableSort = { readonly key: string; readonly direction: SortDirection };

type RowKey = string | number;

/** Each row's React key: its `id` unless the rows have none. */
type RowKeyProp<Row> = [Row] extends [{ readonly id: RowKey }] ? { rowKey?: (row: Row) => RowKey } : { rowKey: (row: Row) => RowKey };

export type DataTableProps<Row> = RowKeyProp<Row> & {
  columns: readonly DataTableColumn<Row>[];
  /** The rows; undefined while they load. */
  rows: readonly Row[] | undefined;
  /** The table's name; for screen readers only (the page's heading says it on screen) unless showCaption. */
  caption: ReactNode;
  showCaption?: boolean;
  className?: string;
  /** While true (or while rows is undefined), the loading state: the Spinner with this label, if given. */
  loading?: boolean;
  loadingLabel?: string;
  /** A failed fetch: the error state in the screen's words, with a retry button when onRetry is given. */
  error?: { message: string; onRetry?: () => void } | null;
  /** What shows when there are no rows, in the screen's words (a string becomes a paragraph). */
  empty: ReactNode;
  /** `row`: the empty text is the table's only row, under its headers; `replace` (the default): it stands instead of the table. */
  emptyAs?: 'row' | 'replace';
  /** The order the rows are first shown in; without it they keep the caller's order until a header is pressed. */
  initialSort?: DataTableSort;
  /** A refetch under rows already shown. */
  busy?: boolean;
  /** The row the page is working on (the one a side form edits): aria-current="true". */
  isCurrentRow?: (row: Row) => boolean;
};

/** Numbers by value, text in the reader's alphabetical order (`locale`; the runtime's default without one). */
function compare(a: string | number, b: string | number, locale?: string): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), locale);
}

/** The rows in the sort's order; rows that tie keep the caller's order (the sort is stable). */
export function sortRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], sort: DataTableSort | null, locale?: string): readonly Row[] {
  const value = sort ? columns.find((c) => c.key === sort.key)?.sortValue : undefined;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => compare(value(a), value(b), locale) * sign);
}

/**
 * The last column of a row button (Change, Rename): the button names its row for screen readers, the column's
 * header is "Actions" for them and blank on screen.
 */
export function buttonColumn<Row>(text: string, labelOf: (row: Row) => string, onPress: (row: Row) => void): DataTableColumn<Row> {
  return {
    key: 'actions',
    header: <ActionsHeader />,
    headerHidden: true,
    cell: (row) => (
      <Button variant="secondary" aria-label={labelOf(row)} onClick={() => onPress(row)}>
        {text}
      </Button>
    ),
  };
}

function SortHeader({ label, sort, onSort }: { label: ReactNode; sort: SortDirection | null; onSort: () => void }) {
  return (
    <th scope="col" aria-sort={sort ?? 'none'}>
      <button type="button" className="ui-data-table__sort" onClick={onSort}>
        {label}
        <span aria-hidden="true">{sort ? SORT_ARROWS[sort] : ''}</span>
      </button>
    </th>
  );
}

const idOf = (row: unknown): RowKey => (row as { id: RowKey }).id;

/**
 * The product's data table (reports, the desk's lists, venue stats, calendar metrics, timesheets): a captioned
 * table with column headers, a row header per row when a column names it, and the region's states in the
 * screen's own words: loading (Spinner), error (ErrorState, announced, with a retry) and empty (in place of the
 * table or as its one row). A sortable column's header is a button (Enter or Space), its `th` carries aria-sort,
 * pressing the active column again reverses the order.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey = idOf,
  caption,
  showCaption = false,
  className,
  loading = false,
  loadingLabel,
  error = null,
  empty,
  emptyAs = 'replace',
  initialSort,
  busy = false,
  isCurrentRow,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<DataTableSort | null>(initialSort ?? null);
  const { locale } = useAppIntl();
  const shown = useMemo(() => (rows ? sortRows(rows, columns, sort, locale) : []), [rows, columns, sort, locale]);

  if (error) return <ErrorState message={error.message} onRetry={error.onRetry} />;
  if (loading || !rows) return <Spinner label={loadingLabel} />;
  if (rows.length === 0 && emptyAs === 'replace') return typeof empty === 'string' ? <p>{empty}</p> : <>{empty}</>;

  const toggle = (column: DataTableColumn<Row>) =>
    setSort((current) => ({
      key: column.key,
      direction:
        current?.key === column.key ? (current.direction === 'ascending' ? 'descending' : 'ascending') : (column.firstSort ?? 'ascending'),
    }));

  return (
    <table className={['ui-data-table', className].filter(Boolean).join(' ')} aria-busy={busy || undefined}>
      <caption className={showCaption ? undefined : 'ui-visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) =>
            column.headerHidden ? (
              <th key={column.key} scope="col">
                <span className="ui-visually-hidden">{column.header}</span>
              </th>
            ) : column.sortValue ? (
              <SortHeader key={column.key} label={column.header} sort={sort?.key === column.key ? sort.direction : null} onSort={() => toggle(column)} />
            ) : (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          shown.map((row) => (
            <tr key={rowKey(row)} aria-current={isCurrentRow?.(row) ? 'true' : undefined}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
