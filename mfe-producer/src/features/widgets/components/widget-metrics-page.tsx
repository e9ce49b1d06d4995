import { WIDGET_METRICS_RANGES, type WidgetMetrics, type WidgetMetricsRange } from '@events/contracts/widget-metrics';
import { WIDGET_PATHS } from '@events/contracts/widgets';
import { WIDGET_TRAFFIC_TIME_ZONE } from '@events/contracts/widgets-constants';
import { localDateOf } from '@events/domain/local-time';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { ErrorState } from '@events/ui/error-state';
import { LineChart } from '@events/ui/line-chart';
import { SelectField } from '@events/ui/select-field';
import { Spinner } from '@events/ui/spinner';
import { TextField } from '@events/ui/text-field';
import { SelectOptions } from '@events/ui/select-options';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useMemo, useState } from 'react';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { Link, useParams } from '@events/router';
import { useWidget } from '../api/get-widget';
import { useWidgetMetrics, type WidgetMetricsRequest } from '../api/get-widget-metrics';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { datesForRange } from '../utils/metrics-range';
import './widgets.css';

const M = plainMessages(defineMessages({
  widgetImpressions: { id: 'producer.widgetMetrics.widgetImpressions', defaultMessage: 'Widget Impressions' },
  eventImpressions: { id: 'producer.widgetMetrics.eventImpressions', defaultMessage: 'Event Impressions' },
  widgetImpr: { id: 'producer.widgetMetrics.widgetImpr', defaultMessage: 'Widget Impr.' },
  eventImpr: { id: 'producer.widgetMetrics.eventImpr', defaultMessage: 'Event Impr.' },
  originDomain: { id: 'producer.widgetMetrics.originDomain', defaultMessage: 'Origin Domain' },
  graph: { id: 'producer.widgetMetrics.graph', defaultMessage: 'Graph' },
  graphToggle: { id: 'producer.widgetMetrics.graphToggle', defaultMessage: 'Show {host} in the chart' },
  show: { id: 'producer.widgetMetrics.show', defaultMessage: 'Show' },
  by: { id: 'producer.widgetMetrics.by', defaultMessage: 'By' },
  day: { id: 'producer.widgetMetrics.day', defaultMessage: 'Day' },
  month: { id: 'producer.widgetMetrics.month', defaultMessage: 'Month' },
  note: { id: 'producer.widgetMetrics.note', defaultMessage: 'Traffic data is updated every five minutes.' },
  startDate: { id: 'producer.widgetMetrics.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'producer.widgetMetrics.endDate', defaultMessage: 'End date' },
  datePlaceholder: { id: 'producer.widgetMetrics.datePlaceholder', defaultMessage: 'yyyy-MM-dd' },
  noTraffic: { id: 'producer.widgetMetrics.noTraffic', defaultMessage: 'No traffic recorded for this period.' },
  back: { id: 'producer.widgetMetrics.back', defaultMessage: '← My Calendars' },
  titleOf: { id: 'producer.widgetMetrics.titleOf', defaultMessage: '{title}: traffic' },
  title: { id: 'producer.widgetMetrics.title', defaultMessage: 'Calendar traffic' },
  dates: { id: 'producer.widgetMetrics.dates', defaultMessage: 'Dates' },
  failed: { id: 'producer.widgetMetrics.failed', defaultMessage: 'Failed to fetch traffic. Please try your request again.' },
  chartLabel: { id: 'producer.widgetMetrics.chartLabel', defaultMessage: '{series} by {period, select, day {day} other {month}}' },
  caption: { id: 'producer.widgetMetrics.caption', defaultMessage: 'Traffic by origin domain' },
  last_7: { id: 'producer.widgetMetrics.range.last7', defaultMessage: 'Last 7 Days' },
  last_30: { id: 'producer.widgetMetrics.range.last30', defaultMessage: 'Last 30 Days' },
  last_90: { id: 'producer.widgetMetrics.range.last90', defaultMessage: 'Last 90 Days' },
  last_year: { id: 'producer.widgetMetrics.range.lastYear', defaultMessage: 'Last Year' },
  all: { id: 'producer.widgetMetrics.range.all', defaultMessage: 'All Time' },
  custom: { id: 'producer.widgetMetrics.range.custom', defaultMessage: 'Custom Dates' },
}));

/** A figure not loaded yet. */
const NOT_LOADED = '–';

const RANGE_LABELS: Record<WidgetMetricsRange, MessageDescriptor> = M;

/** Spec section 9: "Loading overlay delay 300 ms." */
const OVERLAY_DELAY_MS = 300;
const DEFAULT_RANGE: WidgetMetricsRange = 'last_7';

type Series = 'widget' | 'event';
type Period = 'day' | 'month';

function Toggle<T extends string>({ legend, value, options, onChange }: { legend: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <fieldset className="widget-metrics__toggle">
      <legend className="ui-field__label">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={option.value === value ? 'ui-button' : 'ui-button ui-button--secondary'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

function pointsOf(metrics: WidgetMetrics, series: Series, period: Period): { x: string; y: number }[] {
  const rows = period === 'day' ? metrics.by_day : metrics.by_month;
  return Object.entries(rows)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([x, counts]) => ({ x, y: series === 'widget' ? counts.widgetHitCt : counts.eventHitCt }));
}

/** One of the range's totals; a dash until the figures arrive. */
function SummaryCard({ label, testId, value }: { label: string; testId: string; value: number | undefined }) {
  return (
    <div className="widget-metrics__card">
      <span>{label}</span>
      <span className="widget-metrics__card-value" data-testid={testId}>
        {value ?? NOT_LOADED}
      </span>
    </div>
  );
}

/**
 * A calendar's traffic, /account/widgets/{id}/metrics/ (spec producer-and-account "Calendar metrics page"): the two
 * cards, the date select (presets, All Time, Custom Dates with two yyyy-MM-dd inputs), Show and By toggles, the line
 * chart, and the table by origin domain whose checkboxes take a host out of the chart and the fetch.
 */
export function WidgetMetricsPage() {
  const intl = useAppIntl();
  const { id = '' } = useParams();
  const widgetId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const widget = useWidget(widgetId || null);
  const [today] = useState(() => localDateOf(Date.now(), WIDGET_TRAFFIC_TIME_ZONE));
  const [range, setRange] = useState<WidgetMetricsRange>(DEFAULT_RANGE);
  const [custom, setCustom] = useState({ start: '', end: '' });
  const [series, setSeries] = useState<Series>('widget');
  const [period, setPeriod] = useState<Period>('day');
  const [excluded, setExcluded] = useState<readonly string[]>([]);

  const request = useMemo<WidgetMetricsRequest | null>(() => {
    const dates = datesForRange(range, today, custom);
    return dates === null ? null : { ...dates, excludeHosts: excluded };
  }, [range, today, custom, excluded]);
  const metrics = useWidgetMetrics(widgetId, request);
  const overlay = useDelayedFlag(metrics.isFetching, OVERLAY_DELAY_MS);
  const data = metrics.data;
  const chartSeries = useMemo(
    () => (data ? [{ name: intl.formatMessage(series === 'widget' ? M.widgetImpr : M.eventImpr), points: pointsOf(data, series, period) }] : []),
    [data, series, period, intl],
  );

  const toggleHost = (host: string, shown: boolean) =>
    setExcluded((current) => (shown ? current.filter((h) => h !== host) : [...current, host].sort()));
  const hostColumns: DataTableColumn<WidgetMetrics['by_host'][number]>[] = [
    { key: 'host', header: intl.formatMessage(M.originDomain), rowHeader: true, cell: (row) => row.host },
    { key: 'widget', header: intl.formatMessage(M.widgetImpr), cell: (row) => row.widgetHitCt },
    { key: 'event', header: intl.formatMessage(M.eventImpr), cell: (row) => row.eventHitCt },
    {
      key: 'graph',
      header: intl.formatMessage(M.graph),
      cell: (row) => (
        <input type="checkbox" aria-label={intl.formatMessage(M.graphToggle, { host: row.host })} checked={!excluded.includes(row.host)} onChange={(event) => toggleHost(row.host, event.target.checked)} />
      ),
    },
  ];

  return (
    <div className="ui-page widget-metrics">
      <p>
        <Link to={WIDGET_PATHS.list}>{intl.formatMessage(M.back)}</Link>
      </p>
      <h1>{widget.data ? intl.formatMessage(M.titleOf, { title: widget.data.title }) : intl.formatMessage(M.title)}</h1>
      <p className="widget-list__note">{intl.formatMessage(M.note)}</p>
      <div className="widget-metrics__cards">
        <SummaryCard label={intl.formatMessage(M.widgetImpressions)} testId="widget-impressions" value={data?.summary.widgetHitCt} />
        <SummaryCard label={intl.formatMessage(M.eventImpressions)} testId="event-impressions" value={data?.summary.eventHitCt} />
      </div>
      <div className="widget-metrics__controls">
        <SelectField label={intl.formatMessage(M.dates)} name="range" value={range} onChange={(event) => setRange(event.target.value as WidgetMetricsRange)}>
          <SelectOptions options={WIDGET_METRICS_RANGES.map((r) => ({ value: r.value, label: intl.formatMessage(RANGE_LABELS[r.value]) }))} />
        </SelectField>
        {range === 'custom' && (
          <>
            <TextField label={intl.formatMessage(M.startDate)} name="start_date" placeholder={intl.formatMessage(M.datePlaceholder)} value={custom.start} onChange={(event) => setCustom({ ...custom, start: event.target.value })} />
            <TextField label={intl.formatMessage(M.endDate)} name="end_date" placeholder={intl.formatMessage(M.datePlaceholder)} value={custom.end} onChange={(event) => setCustom({ ...custom, end: event.target.value })} />
          </>
        )}
        <Toggle
          legend={intl.formatMessage(M.show)}
          value={series}
          options={[
            { value: 'widget', label: intl.formatMessage(M.widgetImpr) },
            { value: 'event', label: intl.formatMessage(M.eventImpr) },
          ]}
          onChange={setSeries}
        />
        <Toggle
          legend={intl.formatMessage(M.by)}
          value={period}
          options={[
            { value: 'day', label: intl.formatMessage(M.day) },
            { value: 'month', label: intl.formatMessage(M.month) },
          ]}
          onChange={setPeriod}
        />
      </div>
      {metrics.isError ? (
        <ErrorState message={intl.formatMessage(M.failed)} onRetry={() => void metrics.refetch()} />
      ) : !data ? (
        request === null ? null : <Spinner />
      ) : (
        <>
          <div className="widget-metrics__chart" aria-busy={metrics.isFetching || undefined}>
            <LineChart series={chartSeries} ariaLabel={intl.formatMessage(M.chartLabel, { series: intl.formatMessage(series === 'widget' ? M.widgetImpressions : M.eventImpressions), period })} />
            {overlay && (
              <div className="widget-metrics__overlay">
                <Spinner />
              </div>
            )}
          </div>
          <DataTable
            className="widget-metrics__table"
            caption={intl.formatMessage(M.caption)}
            columns={hostColumns}
            rows={data.by_host}
            rowKey={(row) => row.host}
            empty={intl.formatMessage(M.noTraffic)}
            emptyAs="row"
          />
        </>
      )}
    </div>
  );
}
