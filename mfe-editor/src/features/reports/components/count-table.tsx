import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  count: { id: 'editor.countTable.count', defaultMessage: 'Count' },
  empty: { id: 'editor.countTable.empty', defaultMessage: 'None in this range.' },
}));

type CountRow = { key: string; count: number };

/** A two-column table of counts with a caption (the reports' breakdowns), figures in the reader's language. */
export function CountTable({ caption, keyLabel, rows }: { caption: string; keyLabel: string; rows: readonly CountRow[] }) {
  const intl = useAppIntl();
  const columns: DataTableColumn<CountRow>[] = [
    { key: 'key', header: keyLabel, rowHeader: true, cell: (row) => row.key },
    { key: 'count', header: intl.formatMessage(messages.count), cell: (row) => intl.formatNumber(row.count) },
  ];
  return (
    <DataTable
      className="report__table"
      caption={caption}
      showCaption
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      empty={intl.formatMessage(messages.empty)}
      emptyAs="row"
    />
  );
}
