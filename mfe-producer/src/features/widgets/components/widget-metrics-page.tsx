import { WIDGET_METRICS_MESSAGES as M, WIDGET_METRICS_RANGES, type WidgetMetrics, type WidgetMetricsRange } from '@events/contracts/widget-metrics';
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
import { useMemo, useState } from 'react';
import { Link, useParams } from '@events/router';
import { useWidget } from '../api/get-widget';
import { useWidgetMetrics, type WidgetMetricsRequest } from '../api/get-widget-metrics';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { datesForRange } from '../utils/metrics-range';
import './widgets.css';

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
        {value ?? '–'}
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
    () => (data ? [{ name: series === 'widget' ? M.widgetImpr : M.eventImpr, points: pointsOf(data, series, period) }] : []),
    [data, series, period],
  );

  const toggleHost = (host: string, shown: boolean) =>
    setExcluded((current) => (shown ? current.filter((h) => h !== host) : [...current, host].sort()));
  const hostColumns: DataTableColumn<WidgetMetrics['by_host'][number]>[] = [
    { key: 'host', header: M.originDomain, rowHeader: true, cell: (row) => row.host },
    { key: 'widget', header: M.widgetImpr, cell: (row) => row.widgetHitCt },
    { key: 'event', header: M.eventImpr, cell: (row) => row.eventHitCt },
    {
      key: 'graph',
      header: 'Graph',
      cell: (row) => (
        <input type="checkbox" aria-label={M.graphToggle(row.host)} checked={!excluded.includes(row.host)} onChange={(event) => toggleHost(row.host, event.target.checked)} />
      ),
    },
  ];

  return (
    <div className="ui-page widget-metrics">
      <p>
        <Link to={WIDGET_PATHS.list}>← My Calendars</Link>
      </p>
      <h1>{widget.data ? `${widget.data.title}: traffic` : 'Calendar traffic'}</h1>
      <p className="widget-list__note">{M.note}</p>
      <div className="widget-metrics__cards">
        <SummaryCard label={M.widgetImpressions} testId="widget-impressions" value={data?.summary.widgetHitCt} />
        <SummaryCard label={M.eventImpressions} testId="event-impressions" value={data?.summary.eventHitCt} />
      </div>
      <div className="widget-metrics__controls">
        <SelectField label="Dates" name="range" value={range} onChange={(event) => setRange(event.target.value as WidgetMetricsRange)}>
          <SelectOptions options={WIDGET_METRICS_RANGES} />
        </SelectField>
        {range === 'custom' && (
          <>
            <TextField label={M.startDate} name="start_date" placeholder="yyyy-MM-dd" value={custom.start} onChange={(event) => setCustom({ ...custom, start: event.target.value })} />
            <TextField label={M.endDate} name="end_date" placeholder="yyyy-MM-dd" value={custom.end} onChange={(event) => setCustom({ ...custom, end: event.target.value })} />
          </>
        )}
        <Toggle legend={M.show} value={series} options={[{ value: 'widget', label: M.widgetImpr }, { value: 'event', label: M.eventImpr }]} onChange={setSeries} />
        <Toggle legend={M.by} value={period} options={[{ value: 'day', label: M.day }, { value: 'month', label: M.month }]} onChange={setPeriod} />
      </div>
      {metrics.isError ? (
        <ErrorState message="Failed to fetch traffic. Please try your request again." onRetry={() => void metrics.refetch()} />
      ) : !data ? (
        request === null ? null : <Spinner />
      ) : (
        <>
          <div className="widget-metrics__chart" aria-busy={metrics.isFetching || undefined}>
            <LineChart series={chartSeries} ariaLabel={`${series === 'widget' ? M.widgetImpressions : M.eventImpressions} by ${period}`} />
            {overlay && (
              <div className="widget-metrics__overlay">
                <Spinner />
              </div>
            )}
          </div>
          <DataTable
            className="widget-metrics__table"
            caption="Traffic by origin domain"
            columns={hostColumns}
            rows={data.by_host}
            rowKey={(row) => row.host}
            empty={M.noTraffic}
            emptyAs="row"
          />
        </>
      )}
    </div>
  );
}
