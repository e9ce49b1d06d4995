import { fieldErrorsOf } from '@events/api-client/field-errors';
import { QUEUE_KIND_LABELS, type QueueItem } from '@events/contracts/editor';
import { Button } from '@events/ui/button';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { MapView, type MapPin } from '@events/ui/map-view';
import { useId, useState } from 'react';
import { Link } from '@events/router';
import type { VenueDecision } from '../api/decide-venue';

/** A queued venue's map: close in, so an editor sees whether it and its likely duplicates are one place. */
const QUEUE_MAP_ZOOM = 16;

/** The submission's house pin, and its likely duplicates' orange pins, so the two read apart. */
function pinsOf(item: QueueItem): MapPin[] {
  return [{ id: 'submission', lat: item.lat, lon: item.lon }, ...item.duplicates.map((d) => ({ id: `duplicate:${d.id}`, lat: d.lat, lon: d.lon, tone: 'other' as const }))];
}

type Props = {
  item: QueueItem;
  onDecide: (id: number, decision: VenueDecision) => Promise<void>;
};

const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  street: 'Street',
  city: 'City',
  state: 'State',
  postal_code: 'Postal code',
  website: 'Website',
  phone: 'Phone',
  email: 'Email',
};

type Difference = QueueItem['duplicates'][number]['differences'][number];

const DIFFERENCE_COLUMNS: readonly DataTableColumn<Difference>[] = [
  { key: 'field', header: 'Field', rowHeader: true, cell: (diff) => FIELD_LABELS[diff.field] ?? diff.field },
  { key: 'submitted', header: 'Submitted', cell: (diff) => diff.submitted },
  { key: 'existing', header: 'Existing', cell: (diff) => diff.existing },
];

function osmLink(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** A decision's messages for one control, in one line under it (its aria-describedby names `${controlId}-error`). */
function ControlError({ controlId, messages }: { controlId: string; messages: readonly string[] | undefined }) {
  if (!messages) return null;
  return (
    <p id={`${controlId}-error`} className="ui-field__errors">
      {messages.join(' ')}
    </p>
  );
}

/** One queued venue: what came in, by whom and when, its likely duplicates, and the desk's decisions. */
export function QueueItemCard({ item, onDecide }: Props) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notes, setNotes] = useState('');
  const [into, setInto] = useState(item.duplicates[0] ? String(item.duplicates[0].id) : '');
  const notesId = useId();
  const intoId = useId();

  async function decide(decision: VenueDecision) {
    setBusy(true);
    setErrors({});
    try {
      await onDecide(item.id, decision);
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? { nonFieldErrors: ['The action failed. Please try again.'] });
      setBusy(false);
    }
  }

  const address = [item.street, item.city, item.state, item.postalCode].filter((part) => part !== '').join(', ');
  return (
    <li className="queue-item" aria-labelledby={headingId}>
      <h2 id={headingId} className="queue-item__name">
        {item.name} <span className="queue-item__kind">{QUEUE_KIND_LABELS[item.kind]}</span>
      </h2>
      <div className="queue-item__body">
        <div>
          <p>{address}</p>
          <p>
            {item.submittedBy ? `By ${item.submittedBy.username} (${item.submittedBy.email})` : 'By a visitor'}, <time dateTime={item.created}>{new Date(item.created).toLocaleString()}</time>
          </p>
        </div>
        <div>
          <MapView name="queue-item-map" pins={pinsOf(item)} zoom={QUEUE_MAP_ZOOM} label={`Map of ${item.name}`} />
          <p className="queue-item__legend">
            {item.duplicates.length > 0 ? 'Blue: this submission. Orange: its likely duplicates. ' : ''}
            <a href={osmLink(item.lat, item.lon)} target="_blank" rel="noreferrer">
              Open {item.name} ({item.lat.toFixed(5)}, {item.lon.toFixed(5)}) on OpenStreetMap
            </a>
          </p>
        </div>
      </div>
      {item.duplicates.length > 0 && (
        <div className="queue-item__duplicates">
          <h3>Likely duplicates</h3>
          <ul>
            {item.duplicates.map((d) => (
              <li key={d.id}>
                {d.name} (#{d.id}{d.published ? '' : ', unpublished'}), {d.distanceMetres} m away
                <DataTable
                  caption={`Fields of ${d.name} that differ`}
                  columns={DIFFERENCE_COLUMNS}
                  rows={d.differences}
                  rowKey={(diff) => diff.field}
                  empty="No differing fields."
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="queue-item__actions">
        <Button busy={busy} disabled={busy} onClick={() => void decide({ kind: 'publish' })}>
          Publish
        </Button>
        <Link className="ui-button ui-button--secondary" to={`/manage/venues/edit/${item.id}/`}>
          Edit
        </Link>
        <div className="queue-item__merge">
          <label htmlFor={intoId}>Merge into venue id</label>
          <input
            id={intoId}
            inputMode="numeric"
            value={into}
            onChange={(e) => setInto(e.target.value)}
            aria-invalid={errors.into ? true : undefined}
            aria-describedby={errors.into ? `${intoId}-error` : undefined}
          />
          <Button variant="secondary" disabled={busy} onClick={() => void decide({ kind: 'merge', into: Number(into) })}>
            Merge
          </Button>
          <ControlError controlId={intoId} messages={errors.into} />
        </div>
        <div className="queue-item__reject">
          <label htmlFor={notesId}>Reason for rejection (mailed to the submitter)</label>
          <textarea
            id={notesId}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            maxLength={500}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? `${notesId}-error` : undefined}
          />
          <Button variant="secondary" disabled={busy} onClick={() => void decide({ kind: 'reject', notes })}>
            Reject
          </Button>
          <ControlError controlId={notesId} messages={errors.notes} />
        </div>
        {errors.nonFieldErrors && <p role="alert">{errors.nonFieldErrors.join(' ')}</p>}
      </div>
    </li>
  );
}
