import type { EditorReportRow } from '@events/contracts/reports';
import { formatDuration } from '@events/domain/analytics-range';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { EmptyState } from '@events/ui/empty-state';
import { useAnalyticsRange } from '@events/ui/use-analytics-range';
import { useEditorReport } from '../api/get-editor-report';
import { downloadCsv } from '../hooks/download-csv';
import { RangeReport } from './range-report';

const COLUMNS: readonly { label: string; value: (row: EditorReportRow) => string | number | null }[] = [
  { label: 'Editor', value: (r) => r.username },
  { label: 'Claims started', value: (r) => r.claimsStarted },
  { label: 'Claims accepted', value: (r) => r.claimsAccepted },
  { label: 'Claims rejected', value: (r) => r.claimsRejected },
  { label: 'Venues published', value: (r) => r.venuesPublished },
  { label: 'Venues merged', value: (r) => r.venuesMerged },
  { label: 'Venues rejected', value: (r) => r.venuesRejected },
  { label: 'Venues created', value: (r) => r.venuesCreated },
  { label: 'Venues edited', value: (r) => r.venuesEdited },
  { label: 'Events created', value: (r) => r.eventsCreated },
  { label: 'Events edited', value: (r) => r.eventsEdited },
  { label: 'Median time to decision', value: (r) => (r.medianDecisionSeconds === null ? null : formatDuration(r.medianDecisionSeconds)) },
];

/** The table's columns: the CSV's, the editor naming each row, a missing figure shown as a dash. */
const TABLE_COLUMNS: readonly DataTableColumn<EditorReportRow>[] = COLUMNS.map((c, index) => ({
  key: c.label,
  header: c.label,
  rowHeader: index === 0,
  cell: (row) => (index === 0 ? c.value(row) : (c.value(row) ?? '–')),
}));

/** Editor Report (superusers): per editor, claims moved by status, venues and events written, median time to decision. */
export function EditorReportPage() {
  const picker = useAnalyticsRange();
  const report = useEditorReport(picker.range);
  return (
    <RangeReport title="Editor Report" picker={picker} report={report}>
      {(data) =>
        data.rows.length === 0 ? (
          <EmptyState title="No editor actions in this range." />
        ) : (
          <>
            <div className="report__actions">
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={() => downloadCsv(`editor-report-${data.startDate}-${data.endDate}.csv`, COLUMNS.map((c) => c.label), data.rows.map((r) => COLUMNS.map((c) => c.value(r))))}
              >
                Download CSV
              </button>
            </div>
            <div className="report__scroll">
              <DataTable className="report__table" caption="Actions per editor" columns={TABLE_COLUMNS} rows={data.rows} rowKey={(row) => row.userId} empty={null} />
            </div>
          </>
        )
      }
    </RangeReport>
  );
}
