import type { AnalyticsDay, AnalyticsRow, CustomEvents } from '@events/contracts/analytics';
import { formatDuration } from '@events/domain/analytics-range';
import { LineChart } from '@events/ui/line-chart';
import { Spinner } from '@events/ui/spinner';
import { useMemo } from 'react';
import { MetricCards } from './metric-cards';

export type Figures = { readonly row: AnalyticsRow; readonly byDay: readonly AnalyticsDay[]; readonly customEvents: CustomEvents['data'] };

const count = (value: number | undefined): string => (value === undefined ? '–' : value.toLocaleString('en-US'));

/**
 * The analytics cards (section 2: Active Users, Avg. Session Duration, Pageviews, Pages / Session, plus the four view
 * counts) and the chart of the daily figures. Without figures (a failed call: section 8 logs it only) every card
 * shows a dash.
 */
export function AnalyticsFigures({ figures, loading, label }: { figures: Figures | null; loading: boolean; label: string }) {
  const series = useMemo(
    () =>
      figures
        ? [
            { name: 'Pageviews', points: figures.byDay.map((d) => ({ x: d.date, y: d.screenPageViews })) },
            { name: 'Active Users', points: figures.byDay.map((d) => ({ x: d.date, y: d.activeUsers })) },
            { name: 'Sessions', points: figures.byDay.map((d) => ({ x: d.date, y: d.sessions })) },
          ]
        : [],
    [figures],
  );
  if (loading) return <Spinner />;
  const row = figures?.row;
  const events = figures?.customEvents;
  return (
    <>
      <MetricCards
        label={`${label}: analytics`}
        metrics={[
          { label: 'Active Users', value: count(row?.activeUsers) },
          { label: 'Avg. Session Duration', value: row ? formatDuration(row.averageSessionDuration) : '–' },
          { label: 'Pageviews', value: count(row?.screenPageViews) },
          { label: 'Pages / Session', value: row ? row.screenPageViewsPerSession.toFixed(2) : '–' },
          { label: 'Venue Card Views', value: count(events?.['POI Card Impression']) },
          { label: 'Venue Detail Views', value: count(events?.['POI Detail Impression']) },
          { label: 'Event Card Views', value: count(events?.['Event Card Impression']) },
          { label: 'Event Detail Views', value: count(events?.['Event Detail Impression']) },
        ]}
      />
      {figures && figures.byDay.length > 0 && <LineChart series={series} ariaLabel={`${label}: daily pageviews, active users and sessions`} />}
    </>
  );
}
