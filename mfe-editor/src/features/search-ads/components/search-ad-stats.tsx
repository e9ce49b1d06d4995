import { ERRORS } from '@events/contracts/messages';
import { ErrorState } from '@events/ui/error-state';
import { LineChart, type LineChartSeries } from '@events/ui/line-chart';
import { Spinner } from '@events/ui/spinner';
import { useMemo } from 'react';
import { useSearchAdStats } from '../api/search-ads';

/** One ad's impressions (the listing's ping) and click-throughs per day: a chart of the trend beside the figures. */
export function SearchAdStats({ id, title }: { id: number; title: string }) {
  const stats = useSearchAdStats(id);
  const days = stats.data?.days;
  const series = useMemo<LineChartSeries[]>(
    () => [
      { name: 'Impressions', points: (days ?? []).map((d) => ({ x: d.day, y: d.impressions })) },
      { name: 'Clicks', points: (days ?? []).map((d) => ({ x: d.day, y: d.clicks })) },
    ],
    [days],
  );
  if (stats.isError) return <ErrorState message={ERRORS.fetchResults} onRetry={() => void stats.refetch()} />;
  if (stats.isPending) return <Spinner />;
  if (stats.data.days.length === 0) return <p>No items to display.</p>;
  return (
    <div className="search-ad-stats">
      <div className="search-ad-stats__chart">
        <LineChart series={series} ariaLabel={`Chart of impressions and clicks per day: ${title}`} />
      </div>
      <table className="search-ads__table">
        <caption>Per day: {title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Impressions</th>
            <th scope="col">Clicks</th>
          </tr>
        </thead>
        <tbody>
          {stats.data.days.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.impressions}</td>
              <td>{d.clicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
