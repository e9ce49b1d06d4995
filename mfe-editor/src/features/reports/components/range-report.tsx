import type { AnalyticsRange } from '@events/domain/analytics-range';
import { AnalyticsRangePicker, type RangeChoice } from '@events/ui/analytics-range-picker';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import type { ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import './reports.css';

const messages = plainMessages(defineMessages({
  enterBothDates: { id: 'editor.rangeReport.enterBothDates', defaultMessage: 'Enter both dates.' },
}));

export type RangeReportProps<T> = {
  /** The page's heading ("Editor Report"). */
  title: string;
  /** useAnalyticsRange's answer: the picker's choice and the range it asks for. */
  picker: { choice: RangeChoice; setChoice: (next: RangeChoice) => void; range: AnalyticsRange | null; today: string };
  /** The report's query for `picker.range`. */
  report: { data: T | undefined; isError: boolean; refetch: () => unknown };
  /** What the page shows of the report once it has arrived. */
  children: (data: T) => ReactNode;
};

/**
 * A superuser report over a range of days: its heading and range picker, then the report, the error with a retry,
 * a spinner, or "Enter both dates." while a custom range lacks one.
 */
export function RangeReport<T>({ title, picker, report, children }: RangeReportProps<T>) {
  const intl = useAppIntl();
  let body;
  if (report.isError) body = <ErrorState message={intl.formatMessage(commonMessages.fetchResults)} onRetry={() => void report.refetch()} />;
  else if (!report.data) body = picker.range === null ? <p>{intl.formatMessage(messages.enterBothDates)}</p> : <Spinner />;
  else body = children(report.data);

  return (
    <div className="ui-page report">
      <h1>{title}</h1>
      <AnalyticsRangePicker value={picker.choice} today={picker.today} onChange={picker.setChoice} />
      {body}
    </div>
  );
}
