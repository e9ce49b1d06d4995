import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { useMemo } from 'react';

export type EventViews = { readonly id: number; readonly name: string; readonly card: number; readonly detail: number };

/** A count with a bar of its share of the column's largest, so the busiest events stand out at a glance. */
function ViewsCell({ value, max }: { value: number; max: number }) {
  return (
    <>
      <span className="venue-stats__count">{value.toLocaleString('en-US')}</span>
      <span className="venue-stats__bar" aria-hidden="true">
        <span className="venue-stats__bar-fill" style={{ inlineSize: `${max === 0 ? 0 : Math.round((value / max) * 100)}%` }} />
      </span>
    </>
  );
}

/** The per-event table (section 2: Event, Card Views, Detail Views) with a bar per count, sorted by a column header; again
 * reverses it. Events that tie keep their id order. */
export function EventViewsTable({ rows }: { rows: readonly EventViews[] }) {
  const byId = useMemo(() => [...rows].sort((a, b) => a.id - b.id), [rows]);
  const columns = useMemo<DataTableColumn<EventViews>[]>(() => {
    const max = { card: Math.max(0, ...rows.map((r) => r.card)), detail: Math.max(0, ...rows.map((r) => r.detail)) };
    return [
      { key: 'name', header: 'Event', rowHeader: true, cell: (r) => r.name, sortValue: (r) => r.name },
      { key: 'card', header: 'Card Views', className: 'venue-stats__views', cell: (r) => <ViewsCell value={r.card} max={max.card} />, sortValue: (r) => r.card, firstSort: 'descending' },
      { key: 'detail', header: 'Detail Views', className: 'venue-stats__views', cell: (r) => <ViewsCell value={r.detail} max={max.detail} />, sortValue: (r) => r.detail, firstSort: 'descending' },
    ];
  }, [rows]);
  return (
    <DataTable
      className="venue-stats__table"
      caption="Views per event"
      columns={columns}
      rows={byId}
      empty="No events at this venue yet."
      initialSort={{ key: 'card', direction: 'descending' }}
    />
  );
}
