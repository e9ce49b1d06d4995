import type { SearchAdStats as Stats } from '@events/contracts/ads';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { LineChart, type LineChartSeries } from '@events/ui/line-chart';
import { useMemo } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { useSearchAdStats } from '../api/search-ads';
import { searchAdMessages } from './search-ad-messages';

const messages = plainMessages(defineMessages({
  day: { id: 'editor.searchAdStats.day', defaultMessage: 'Day' },
  caption: { id: 'editor.searchAdStats.caption', defaultMessage: 'Per day: {title}' },
  chartLabel: { id: 'editor.searchAdStats.chartLabel', defaultMessage: 'Chart of impressions and clicks per day: {title}' },
}));

type Day = Stats['days'][number];

function columnsOf(intl: IntlShape): readonly DataTableColumn<Day>[] {
  return [
    { key: 'day', header: intl.formatMessage(messages.day), cell: (d) => d.day },
    { key: 'impressions', header: intl.formatMessage(searchAdMessages.impressions), cell: (d) => intl.formatNumber(d.impressions) },
    { key: 'clicks', header: intl.formatMessage(searchAdMessages.clicks), cell: (d) => intl.formatNumber(d.clicks) },
  ];
}

/** One ad's impressions (the listing's ping) and click-throughs per day: a chart of the trend beside the figures. */
export function SearchAdStats({ id, title }: { id: number; title: string }) {
  const intl = useAppIntl();
  const stats = useSearchAdStats(id);
  const days = stats.data?.days;
  const series = useMemo<LineChartSeries[]>(
    () => [
      { name: intl.formatMessage(searchAdMessages.impressions), points: (days ?? []).map((d) => ({ x: d.day, y: d.impressions })) },
      { name: intl.formatMessage(searchAdMessages.clicks), points: (days ?? []).map((d) => ({ x: d.day, y: d.clicks })) },
    ],
    [days, intl],
  );
  const table = (
    <DataTable
      className="search-ads__table"
      caption={intl.formatMessage(messages.caption, { title })}
      showCaption
      columns={columnsOf(intl)}
      rows={days}
      rowKey={(d) => d.day}
      error={stats.isError ? { message: intl.formatMessage(commonMessages.fetchResults), onRetry: () => void stats.refetch() } : null}
      empty={intl.formatMessage(commonMessages.noItems)}
    />
  );
  // The chart only beside figures: the table alone stands for the loading, error and empty states.
  if (stats.isError || !days || days.length === 0) return table;
  return (
    <div className="search-ad-stats">
      <div className="search-ad-stats__chart">
        <LineChart series={series} ariaLabel={intl.formatMessage(messages.chartLabel, { title })} />
      </div>
      {table}
    </div>
  );
}
