import type { SearchAdStats as Stats } from '@events/contracts/ads';
import { ERRORS } from '@events/contracts/messages';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { LineChart, type LineChartSeries } from '@events/ui/line-chart';
import { useMemo } from 'react';
import { useSearchAdStats } from '../api/search-ads';

type Day = Stats['days'][number];

const COLUMNS: readonly DataTableColumn<Day>[] = [
  { key: 'day', header: 'Day', cell: (d) => d.day },
  { key: 'impressions', header: 'Impressions', cell: (d) => d.impressions },
  { key: 'clicks', header: 'Clicks', cell: (d) => d.clicks },
];

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
  const table = (
    <DataTable
      className="search-ads__table"
      caption={`Per day: ${title}`}
      showCaption
      columns={COLUMNS}
      rows={days}
      rowKey={(d) => d.day}
      error={stats.isError ? { message: ERRORS.fetchResults, onRetry: () => void stats.refetch() } : null}
      empty="No items to display."
    />
  );
  // The chart only beside figures: the table alone stands for the loading, error and empty states.
  if (stats.isError || !days || days.length === 0) return table;
  return (
    <div className="search-ad-stats">
      <div className="search-ad-stats__chart">
        <LineChart series={series} ariaLabel={`Chart of impressions and clicks per day: ${title}`} />
      </div>
      {table}
    </div>
  );
}
