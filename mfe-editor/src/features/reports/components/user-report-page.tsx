import type { UserReport } from '@events/contracts/reports';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { useAnalyticsRange } from '@events/ui/use-analytics-range';
import { useUserReport } from '../api/get-user-report';
import { downloadCsv } from '../hooks/download-csv';
import { CountTable } from './count-table';
import { RangeReport } from './range-report';

const messages = plainMessages(defineMessages({
  title: { id: 'editor.userReport.title', defaultMessage: 'User Report' },
  byDay: { id: 'editor.userReport.byDay', defaultMessage: 'Sign-ups by day' },
  byWeek: { id: 'editor.userReport.byWeek', defaultMessage: 'Sign-ups by week' },
  byMethod: { id: 'editor.userReport.byMethod', defaultMessage: 'Sign-ups by method' },
  byRole: { id: 'editor.userReport.byRole', defaultMessage: 'Accounts by role' },
  subscriptions: { id: 'editor.userReport.subscriptions', defaultMessage: 'Subscriptions by status and plan' },
  day: { id: 'editor.userReport.day', defaultMessage: 'Day' },
  week: { id: 'editor.userReport.week', defaultMessage: 'Week' },
  method: { id: 'editor.userReport.method', defaultMessage: 'Method' },
  role: { id: 'editor.userReport.role', defaultMessage: 'Role' },
  statusPlan: { id: 'editor.userReport.statusPlan', defaultMessage: 'Status / plan' },
  subscriptionKey: { id: 'editor.userReport.subscriptionKey', defaultMessage: '{status} / {plan}' },
  noPlan: { id: 'editor.userReport.noPlan', defaultMessage: '(no plan)' },
}));

/** User Report (superusers): sign-ups per day and week, by e-mail or social provider, accounts by role, subscriptions. */
export function UserReportPage() {
  const intl = useAppIntl();
  const picker = useAnalyticsRange();
  const report = useUserReport(picker.range);

  // The CSV file is read by machines too: its sections and keys stay as they are, whatever the reader's language.
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
    <RangeReport title={intl.formatMessage(messages.title)} picker={picker} report={report}>
      {(data) => (
        <>
          <div className="report__actions">
            <button type="button" className="ui-button ui-button--secondary" onClick={() => download(data)}>
              {intl.formatMessage(commonMessages.downloadCsv)}
            </button>
          </div>
          <CountTable caption={intl.formatMessage(messages.byDay)} keyLabel={intl.formatMessage(messages.day)} rows={data.signupsByDay} />
          <CountTable caption={intl.formatMessage(messages.byWeek)} keyLabel={intl.formatMessage(messages.week)} rows={data.signupsByWeek} />
          <CountTable caption={intl.formatMessage(messages.byMethod)} keyLabel={intl.formatMessage(messages.method)} rows={data.signupsByMethod} />
          <CountTable caption={intl.formatMessage(messages.byRole)} keyLabel={intl.formatMessage(messages.role)} rows={data.accountsByRole} />
          <CountTable
            caption={intl.formatMessage(messages.subscriptions)}
            keyLabel={intl.formatMessage(messages.statusPlan)}
            rows={data.subscriptions.map((s) => ({
              key: intl.formatMessage(messages.subscriptionKey, { status: s.status, plan: s.plan || intl.formatMessage(messages.noPlan) }),
              count: s.count,
            }))}
          />
        </>
      )}
    </RangeReport>
  );
}
