import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useMemo } from 'react';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  event: { id: 'producer.stats.table.event', defaultMessage: 'Event' },
  cardViews: { id: 'producer.stats.table.cardViews', defaultMessage: 'Card Views' },
  detailViews: { id: 'producer.stats.table.detailViews', defaultMessage: 'Detail Views' },
  caption: { id: 'producer.stats.table.caption', defaultMessage: 'Views per event' },
  empty: { id: 'producer.stats.table.empty', defaultMessage: 'No events at this venue yet.' },
}));

export type EventViews = { readonly id: number; readonly name: string; readonly card: number; readonly detail: number };

/** A count with a bar of its share of the column's largest, so the busiest events stand out at a glance. */
function ViewsCell({ value, max }: { value: number; max: number }) {
  const intl = useAppIntl();
  return (
    <>
      <span className="venue-stats__count">{intl.formatNumber(value)}</span>
      <span className="venue-stats__bar" aria-hidden="true">
        <span className="venue-stats__bar-fill" style={{ inlineSize: `${max === 0 ? 0 : Math.round((value / max) * 100)}%` }} />
      </span>
    </>
  );
}

/** The per-event table (section 2: Event, Card Views, Detail Views) with a bar per count, sorted by a column header; again
 * reverses it. Events that tie keep their id order. */
export function EventViewsTable({ rows }: { rows: readonly EventViews[] }) {
  const intl = useAppIntl();
  const byId = useMemo(() => [...rows].sort((a, b) => a.id - b.id), [rows]);
  const columns = useMemo<DataTableColumn<EventViews>[]>(() => {
    const max = { card: Math.max(0, ...rows.map((r) => r.card)), detail: Math.max(0, ...rows.map((r) => r.detail)) };
    return [
      { key: 'name', header: intl.formatMessage(messages.event), rowHeader: true, cell: (r) => r.name, sortValue: (r) => r.name },
      { key: 'card', header: intl.formatMessage(messages.cardViews), className: 'venue-stats__views', cell: (r) => <ViewsCell value={r.card} max={max.card} />, sortValue: (r) => r.card, firstSort: 'descending' },
      { key: 'detail', header: intl.formatMessage(messages.detailViews), className: 'venue-stats__views', cell: (r) => <ViewsCell value={r.detail} max={max.detail} />, sortValue: (r) => r.detail, firstSort: 'descending' },
    ];
  }, [rows, intl]);
  return (
    <DataTable
      className="venue-stats__table"
      caption={intl.formatMessage(messages.caption)}
      columns={columns}
      rows={byId}
      empty={intl.formatMessage(messages.empty)}
      initialSort={{ key: 'card', direction: 'descending' }}
    />
  );
}
