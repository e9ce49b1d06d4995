import type { EditorReportRow } from '@events/contracts/reports';
import { formatDuration } from '@events/domain/analytics-range';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { EmptyState } from '@events/ui/empty-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useAnalyticsRange } from '@events/ui/use-analytics-range';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { useEditorReport } from '../api/get-editor-report';
import { downloadCsv } from '../hooks/download-csv';
import { RangeReport } from './range-report';

const messages = plainMessages(defineMessages({
  title: { id: 'editor.editorReport.title', defaultMessage: 'Editor Report' },
  empty: { id: 'editor.editorReport.empty', defaultMessage: 'No editor actions in this range.' },
  caption: { id: 'editor.editorReport.caption', defaultMessage: 'Actions per editor' },
  editor: { id: 'editor.editorReport.editor', defaultMessage: 'Editor' },
  claimsStarted: { id: 'editor.editorReport.claimsStarted', defaultMessage: 'Claims started' },
  claimsAccepted: { id: 'editor.editorReport.claimsAccepted', defaultMessage: 'Claims accepted' },
  claimsRejected: { id: 'editor.editorReport.claimsRejected', defaultMessage: 'Claims rejected' },
  venuesPublished: { id: 'editor.editorReport.venuesPublished', defaultMessage: 'Venues published' },
  venuesMerged: { id: 'editor.editorReport.venuesMerged', defaultMessage: 'Venues merged' },
  venuesRejected: { id: 'editor.editorReport.venuesRejected', defaultMessage: 'Venues rejected' },
  venuesCreated: { id: 'editor.editorReport.venuesCreated', defaultMessage: 'Venues created' },
  venuesEdited: { id: 'editor.editorReport.venuesEdited', defaultMessage: 'Venues edited' },
  eventsCreated: { id: 'editor.editorReport.eventsCreated', defaultMessage: 'Events created' },
  eventsEdited: { id: 'editor.editorReport.eventsEdited', defaultMessage: 'Events edited' },
  medianDecision: { id: 'editor.editorReport.medianDecision', defaultMessage: 'Median time to decision' },
}));

/**
 * The report's columns: `label` is the CSV's header, which machines read and so stays as it is; `header` names the
 * column on screen in the reader's language.
 */
const COLUMNS: readonly { label: string; header: MessageDescriptor; value: (row: EditorReportRow) => string | number | null }[] = [
  { label: 'Editor', header: messages.editor, value: (r) => r.username },
  { label: 'Claims started', header: messages.claimsStarted, value: (r) => r.claimsStarted },
  { label: 'Claims accepted', header: messages.claimsAccepted, value: (r) => r.claimsAccepted },
  { label: 'Claims rejected', header: messages.claimsRejected, value: (r) => r.claimsRejected },
  { label: 'Venues published', header: messages.venuesPublished, value: (r) => r.venuesPublished },
  { label: 'Venues merged', header: messages.venuesMerged, value: (r) => r.venuesMerged },
  { label: 'Venues rejected', header: messages.venuesRejected, value: (r) => r.venuesRejected },
  { label: 'Venues created', header: messages.venuesCreated, value: (r) => r.venuesCreated },
  { label: 'Venues edited', header: messages.venuesEdited, value: (r) => r.venuesEdited },
  { label: 'Events created', header: messages.eventsCreated, value: (r) => r.eventsCreated },
  { label: 'Events edited', header: messages.eventsEdited, value: (r) => r.eventsEdited },
  {
    label: 'Median time to decision',
    header: messages.medianDecision,
    value: (r) => (r.medianDecisionSeconds === null ? null : formatDuration(r.medianDecisionSeconds)),
  },
];

/** The table's columns: the CSV's, the editor naming each row, figures in the reader's language, a missing one a dash. */
function tableColumns(intl: IntlShape): readonly DataTableColumn<EditorReportRow>[] {
  return COLUMNS.map((c, index) => ({
    key: c.label,
    header: intl.formatMessage(c.header),
    rowHeader: index === 0,
    cell: (row) => {
      const value = c.value(row);
      if (index === 0) return value;
      if (value === null) return '–';
      return typeof value === 'number' ? intl.formatNumber(value) : value;
    },
  }));
}

/** Editor Report (superusers): per editor, claims moved by status, venues and events written, median time to decision. */
export function EditorReportPage() {
  const intl = useAppIntl();
  const picker = useAnalyticsRange();
  const report = useEditorReport(picker.range);
  return (
    <RangeReport title={intl.formatMessage(messages.title)} picker={picker} report={report}>
      {(data) =>
        data.rows.length === 0 ? (
          <EmptyState title={intl.formatMessage(messages.empty)} />
        ) : (
          <>
            <div className="report__actions">
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={() => downloadCsv(`editor-report-${data.startDate}-${data.endDate}.csv`, COLUMNS.map((c) => c.label), data.rows.map((r) => COLUMNS.map((c) => c.value(r))))}
              >
                {intl.formatMessage(commonMessages.downloadCsv)}
              </button>
            </div>
            <div className="report__scroll">
              <DataTable className="report__table" caption={intl.formatMessage(messages.caption)} columns={tableColumns(intl)} rows={data.rows} rowKey={(row) => row.userId} empty={null} />
            </div>
          </>
        )
      }
    </RangeReport>
  );
}
