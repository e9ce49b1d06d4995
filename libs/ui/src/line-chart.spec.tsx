import { render, screen, within } from '@testing-library/react';
import { LineChart, lineChartRows } from './line-chart.js';

const series = [
  { name: 'Widget Impr.', points: [{ x: '2026-11-02', y: 4 }, { x: '2026-11-01', y: 3 }] },
  { name: 'Event Impr.', points: [{ x: '2026-11-03', y: 9 }] },
];

describe('LineChart', () => {
  it('lines the series up on one ascending axis, 0 where a series has no point', () => {
    expect(lineChartRows(series)).toEqual([
      { x: '2026-11-01', values: [3, 0] },
      { x: '2026-11-02', values: [4, 0] },
      { x: '2026-11-03', values: [0, 9] },
    ]);
  });

  it('gives screen readers a table of the same figures', () => {
    render(<LineChart series={series} ariaLabel="Impressions by day" />);
    const table = screen.getByRole('table', { name: 'Impressions by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodWidget Impr.Event Impr.',
      '2026-11-0130',
      '2026-11-0240',
      '2026-11-0309',
    ]);
  });
});
