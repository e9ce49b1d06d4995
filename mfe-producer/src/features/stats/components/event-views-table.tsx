import { useMemo, useState } from 'react';

export type EventViews = { readonly id: number; readonly name: string; readonly card: number; readonly detail: number };
type SortKey = 'name' | 'card' | 'detail';
type Sort = { readonly key: SortKey; readonly descending: boolean };

const COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Event' },
  { key: 'card', label: 'Card Views' },
  { key: 'detail', label: 'Detail Views' },
];

function sorted(rows: readonly EventViews[], sort: Sort): EventViews[] {
  const direction = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const order = sort.key === 'name' ? a.name.localeCompare(b.name) : a[sort.key] - b[sort.key];
    return order === 0 ? a.id - b.id : order * direction;
  });
}

/** A count with a bar of its share of the column's largest, so the busiest events stand out at a glance. */
function ViewsCell({ value, max }: { value: number; max: number }) {
  return (
    <td className="venue-stats__views">
      <span className="venue-stats__count">{value.toLocaleString('en-US')}</span>
      <span className="venue-stats__bar" aria-hidden="true">
        <span className="venue-stats__bar-fill" style={{ inlineSize: `${max === 0 ? 0 : Math.round((value / max) * 100)}%` }} />
      </span>
    </td>
  );
}

/** The per-event table (section 2: Event, Card Views, Detail Views) with a bar per count, sorted by a column header; again
 * reverses it. */
export function EventViewsTable({ rows }: { rows: readonly EventViews[] }) {
  const [sort, setSort] = useState<Sort>({ key: 'card', descending: true });
  const shown = useMemo(() => sorted(rows, sort), [rows, sort]);
  const max = useMemo(() => ({ card: Math.max(0, ...rows.map((r) => r.card)), detail: Math.max(0, ...rows.map((r) => r.detail)) }), [rows]);
  if (rows.length === 0) return <p>No events at this venue yet.</p>;
  return (
    <table className="venue-stats__table">
      <caption className="ui-visually-hidden">Views per event</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => {
            const active = sort.key === column.key;
            return (
              <th key={column.key} scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
                <button
                  type="button"
                  className="venue-stats__sort"
                  onClick={() => setSort({ key: column.key, descending: active ? !sort.descending : column.key !== 'name' })}
                >
                  {column.label}
                  <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <ViewsCell value={row.card} max={max.card} />
            <ViewsCell value={row.detail} max={max.detail} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
