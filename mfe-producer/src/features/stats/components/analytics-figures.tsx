import type { AnalyticsDay, AnalyticsRow, CustomEvents } from '@events/contracts/analytics';
import { formatDuration } from '@events/domain/analytics-range';
import { LineChart } from '@events/ui/line-chart';
import { Spinner } from '@events/ui/spinner';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useMemo } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { MetricCards } from './metric-cards';

export type Figures = { readonly row: AnalyticsRow; readonly byDay: readonly AnalyticsDay[]; readonly customEvents: CustomEvents['data'] };

export const metricMessages = plainMessages(defineMessages({
  activeUsers: { id: 'producer.stats.activeUsers', defaultMessage: 'Active Users' },
  sessionDuration: { id: 'producer.stats.sessionDuration', defaultMessage: 'Avg. Session Duration' },
  pageviews: { id: 'producer.stats.pageviews', defaultMessage: 'Pageviews' },
  pagesPerSession: { id: 'producer.stats.pagesPerSession', defaultMessage: 'Pages / Session' },
  sessions: { id: 'producer.stats.sessions', defaultMessage: 'Sessions' },
  venueCardViews: { id: 'producer.stats.venueCardViews', defaultMessage: 'Venue Card Views' },
  venueDetailViews: { id: 'producer.stats.venueDetailViews', defaultMessage: 'Venue Detail Views' },
  eventCardViews: { id: 'producer.stats.eventCardViews', defaultMessage: 'Event Card Views' },
  eventDetailViews: { id: 'producer.stats.eventDetailViews', defaultMessage: 'Event Detail Views' },
  analyticsLabel: { id: 'producer.stats.analyticsLabel', defaultMessage: '{subject}: analytics' },
  chartLabel: { id: 'producer.stats.chartLabel', defaultMessage: '{subject}: daily pageviews, active users and sessions' },
}));

/** A figure in the reader's language ("1,234" / "1234"), or a dash when not loaded. */
export const countIn = (intl: IntlShape, value: number | undefined): string => (value === undefined ? '–' : intl.formatNumber(value));

/**
 * The analytics cards (section 2: Active Users, Avg. Session Duration, Pageviews, Pages / Session, plus the four view
 * counts) and the chart of the daily figures. Without figures (a failed call: section 8 logs it only) every card
 * shows a dash.
 */
export function AnalyticsFigures({ figures, loading, label }: { figures: Figures | null; loading: boolean; label: string }) {
  const intl = useAppIntl();
  const count = (value: number | undefined) => countIn(intl, value);
  const series = useMemo(
    () =>
      figures
        ? [
            { name: intl.formatMessage(metricMessages.pageviews), points: figures.byDay.map((d) => ({ x: d.date, y: d.screenPageViews })) },
            { name: intl.formatMessage(metricMessages.activeUsers), points: figures.byDay.map((d) => ({ x: d.date, y: d.activeUsers })) },
            { name: intl.formatMessage(metricMessages.sessions), points: figures.byDay.map((d) => ({ x: d.date, y: d.sessions })) },
          ]
        : [],
    [figures, intl],
  );
  if (loading) return <Spinner />;
  const row = figures?.row;
  const events = figures?.customEvents;
  return (
    <>
      <MetricCards
        label={intl.formatMessage(metricMessages.analyticsLabel, { subject: label })}
        metrics={[
          { label: intl.formatMessage(metricMessages.activeUsers), value: count(row?.activeUsers) },
          { label: intl.formatMessage(metricMessages.sessionDuration), value: row ? formatDuration(row.averageSessionDuration) : '–' },
          { label: intl.formatMessage(metricMessages.pageviews), value: count(row?.screenPageViews) },
          {
            label: intl.formatMessage(metricMessages.pagesPerSession),
            value: row ? intl.formatNumber(row.screenPageViewsPerSession, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '–',
          },
          { label: intl.formatMessage(metricMessages.venueCardViews), value: count(events?.['POI Card Impression']) },
          { label: intl.formatMessage(metricMessages.venueDetailViews), value: count(events?.['POI Detail Impression']) },
          { label: intl.formatMessage(metricMessages.eventCardViews), value: count(events?.['Event Card Impression']) },
          { label: intl.formatMessage(metricMessages.eventDetailViews), value: count(events?.['Event Detail Impression']) },
        ]}
      />
      {figures && figures.byDay.length > 0 && <LineChart series={series} ariaLabel={intl.formatMessage(metricMessages.chartLabel, { subject: label })} />}
    </>
  );
}
