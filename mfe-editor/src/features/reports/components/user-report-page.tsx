import type { UserReport } from '@events/contracts/reports';
import { useAnalyticsRange } from '@events/ui/use-analytics-range';
import { useUserReport } from '../api/get-user-report';
import { downloadCsv } from '../hooks/download-csv';
import { CountTable } from './count-table';
import { RangeReport } from './range-report';

/** User Report (superusers): sign-ups per day and week, by e-mail or social provider, accounts by role, subscriptions. */
export function UserReportPage() {
  const picker = useAnalyticsRange();
  const report = useUserReport(picker.range);

  const download = (data: UserReport) => {
    downloadCsv(`user-report-${data.startDate}-${data.endDate}.csv`, ['Section', 'Key', 'Count'], [
      ...data.signupsByDay.map((r) => ['Sign-ups by day', r.key, r.count] as const),
      ...data.signupsByWeek.map((r) => ['Sign-ups by week', r.key, r.count] as const),
      ...data.signupsByMethod.map((r) => ['Sign-ups by method', r.key, r.count] as const),
      ...data.accountsByRole.map((r) => ['Accounts by role', r.key, r.count] as const),
      ...data.subscriptions.map((r) => ['Subscriptions', `${r.status} / ${r.plan || '(no plan)'}`, r.count] as const),
    ]);
  };

  return (
    <RangeReport title="User Report" picker={picker} report={report}>
      {(data) => (
        <>
          <div className="report__actions">
            <button type="button" className="ui-button ui-button--secondary" onClick={() => download(data)}>
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
      )}
    </RangeReport>
  );
}
