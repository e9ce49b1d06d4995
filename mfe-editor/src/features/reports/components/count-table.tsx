import { DataTable, type DataTableColumn } from '@events/ui/data-table';

type CountRow = { key: string; count: number };

/** A two-column table of counts with a caption (the reports' breakdowns). */
export function CountTable({ caption, keyLabel, rows }: { caption: string; keyLabel: string; rows: readonly CountRow[] }) {
  const columns: DataTableColumn<CountRow>[] = [
    { key: 'key', header: keyLabel, rowHeader: true, cell: (row) => row.key },
    { key: 'count', header: 'Count', cell: (row) => row.count.toLocaleString('en-US') },
  ];
  return <DataTable className="report__table" caption={caption} showCaption columns={columns} rows={rows} rowKey={(row) => row.key} empty="None in this range." emptyAs="row" />;
}
