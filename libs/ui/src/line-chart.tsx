import { LineChart as EchartsLineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import EChartsReactModule from 'echarts-for-react/lib/core';
import { DEFAULT_LANGUAGE } from '@events/contracts/languages';
import { useEffect, useMemo, useRef } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  period: { id: 'ui.lineChart.period', defaultMessage: 'Period' },
});

// A CommonJS module: bundlers hand its default export to a default import, Node's ESM loader hands the exports object.
const ReactEChartsCore =
  (EChartsReactModule as unknown as { default?: typeof EChartsReactModule }).default ?? EChartsReactModule;

// Only the parts a line chart draws with are registered, so the page that shows one carries no more of echarts.
echarts.use([EchartsLineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type LineChartPoint = { x: string; y: number };
export type LineChartSeries = { name: string; points: LineChartPoint[] };

export type LineChartProps = {
  series: LineChartSeries[];
  /** Pixels; the spec's charts are 250 px tall. */
  height?: number;
  /** Names the chart for screen readers, which read the hidden table of the same figures. */
  ariaLabel: string;
};

export const LINE_CHART_DEFAULT_HEIGHT = 250;
export const LINE_CHART_RESIZE_DEBOUNCE_MS = 500;

/** The x values of every series in ascending order, each once: the category axis and the table's rows. */
export function lineChartCategories(series: LineChartSeries[]): string[] {
  const categories = new Set<string>();
  for (const entry of series) {
    for (const point of entry.points) categories.add(point.x);
  }
  return [...categories].sort();
}

/** One row per category with each series' figure, 0 where a series has no point there. */
export function lineChartRows(series: LineChartSeries[]): { x: string; values: number[] }[] {
  const lookups = series.map((entry) => new Map(entry.points.map((point) => [point.x, point.y])));
  return lineChartCategories(series).map((x) => ({ x, values: lookups.map((lookup) => lookup.get(x) ?? 0) }));
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * A category as the reader reads it: English keeps the spec's ISO days and months (2026-11-01, 2026-11); another
 * language reads them in its own words ("1 nov 2026", "nov 2026"); anything else is shown as given.
 */
export function lineChartCategoryLabel(x: string, intl: Pick<IntlShape, 'locale' | 'formatDate'>): string {
  if (intl.locale === DEFAULT_LANGUAGE) return x;
  const day = ISO_DAY.exec(x);
  if (day) return intl.formatDate(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const month = ISO_MONTH.exec(x);
  if (month) return intl.formatDate(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return x;
}

/**
 * A line chart over categorical x values (days, months), drawn by echarts on a canvas. The canvas says nothing to
 * assistive technology, so a visually hidden table carries the same figures.
 */
export function LineChart({ series, height = LINE_CHART_DEFAULT_HEIGHT, ariaLabel }: LineChartProps) {
  const chartRef = useRef<InstanceType<typeof ReactEChartsCore>>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const intl = useAppIntl();
  const rows = useMemo(() => lineChartRows(series), [series]);
  const labels = useMemo(() => rows.map((row) => lineChartCategoryLabel(row.x, intl)), [rows, intl]);
  // The figures in the reader's digits (counts: no grouping, as they have always been shown).
  const figure = (value: number) => intl.formatNumber(value, { useGrouping: false });

  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 48, right: 16, top: series.length > 1 ? 36 : 16, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? intl.formatNumber(value) : String(value ?? '')) },
      legend: series.length > 1 ? { top: 0 } : { show: false },
      xAxis: { type: 'category', data: labels, boundaryGap: false },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => intl.formatNumber(value) } },
      series: series.map((entry, index) => ({
        name: entry.name,
        type: 'line',
        showSymbol: rows.length <= 31,
        data: rows.map((row) => row.values[index]),
      })),
    }),
    [rows, series, labels, intl],
  );

  // A window drag fires resize dozens of times a second; redrawing the canvas once it settles is enough.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => chartRef.current?.getEchartsInstance().resize(), LINE_CHART_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(frame);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  return (
    <figure className="ui-line-chart" aria-label={ariaLabel} style={{ margin: 0 }}>
      <div ref={frameRef} aria-hidden="true">
        <ReactEChartsCore
          ref={chartRef}
          echarts={echarts}
          option={option}
          notMerge
          autoResize={false}
          style={{ height, width: '100%' }}
        />
      </div>
      <table className="ui-visually-hidden">
        <caption>{ariaLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.period)}</th>
            {series.map((entry) => (
              <th scope="col" key={entry.name}>
                {entry.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.x}>
              <th scope="row">{labels[rowIndex]}</th>
              {row.values.map((value, index) => (
                <td key={series[index]?.name ?? index}>{figure(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
