import { ERRORS } from '@events/contracts/messages';
import { AnalyticsRangePicker } from '@events/ui/analytics-range-picker';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useAnalyticsRange } from '@events/ui/use-analytics-range';
import { useUserReport } from '../api/get-user-report';
import { downloadCsv } from '../hooks/download-csv';
import { CountTable } from './count-table';
import './reports.css';

/** User Report (superusers): sign-ups per day and week, by e-mail or social provider, accounts by role, subscriptions. */
export function UserReportPage() {
  const { choice, setChoice, range, today } = useAnalyticsRange();
  const report = useUserReport(range);
  const data = report.data;

  const download = () => {
    if (!data) return;
    downloadCsv(`user-report-${data.startDate}-${data.endDate}.csv`, ['Section', 'Key', 'Count'], [
      ...data.signupsByDay.map((r) => ['Sign-ups by day', r.key, r.count] as const),
      ...data.signupsByWeek.map((r) => ['Sign-ups by week', r.key, r.count] as const),
      ...data.signupsByMethod.map((r) => ['Sign-ups by method', r.key, r.count] as const),
      ...data.accountsByRole.map((r) => ['Accounts by role', r.key, r.count] as const),
      ...data.subscriptions.map((r) => ['Subscriptions', `${r.status} / ${r.plan || '(no plan)'}`, r.count] as const),
    ]);
  };

  let body;
  if (report.isError) body = <ErrorState message={ERRORS.fetchResults} onRetry={() => void report.refetch()} />;
  else if (!data) body = range === null ? <p>Enter both dates.</p> : <Spinner />;
  else
    body = (
      <>
        <div className="report__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={download}>
            Download CSV
          </button>
        </div>
        <CountTable caption="Sign-ups by day" keyLabel="Day" rows={data.signupsByDay} />
        <CountTable caption="Sign-ups by week" keyLabel="Week" rows={data.signupsByWeek} />
        <CountTable caption="Sign-ups by method" keyLabel="Method" rows={data.signupsByMethod} />
        <CountTable caption="Accounts by role" keyLabel="Role" rows={data.accountsByRole} />
        <CountTable
          caption="Subscriptions by status and plan"
          keyLabel="Status / plan"
          rows={data.subscriptions.map((s) => ({ key: `${s.status} / ${s.plan || '(no plan)'}`, count: s.count }))}
        />
      </>
    );

  return (
    <div className="ui-page report">
      <h1>User Report</h1>
      <AnalyticsRangePicker value={choice} today={today} onChange={setChoice} />
      {body}
    </div>
  );
}
