import { fieldErrorsOf } from '@events/api-client/field-errors';
import type { QueueItem } from '@events/contracts/editor';
import { Button } from '@events/ui/button';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { MapView, type MapPin } from '@events/ui/map-view';
import { useId, useState } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { commonMessages, dateTime } from '../../../i18n/common-messages';
import { QUEUE_KIND_MESSAGES } from './queue-kinds';
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

const messages = plainMessages(defineMessages({
  byUser: { id: 'editor.queueItem.byUser', defaultMessage: 'By {username} ({email}), {time}' },
  byVisitor: { id: 'editor.queueItem.byVisitor', defaultMessage: 'By a visitor, {time}' },
  mapOf: { id: 'editor.queueItem.mapOf', defaultMessage: 'Map of {name}' },
  legend: { id: 'editor.queueItem.legend', defaultMessage: 'Blue: this submission. Orange: its likely duplicates. {link}' },
  openOnOsm: { id: 'editor.queueItem.openOnOsm', defaultMessage: 'Open {name} ({lat}, {lon}) on OpenStreetMap' },
  likelyDuplicates: { id: 'editor.queueItem.likelyDuplicates', defaultMessage: 'Likely duplicates' },
  duplicate: {
    id: 'editor.queueItem.duplicate',
    defaultMessage: '{name} (#{id}{published, select, yes {} other {, unpublished}}), {distance} m away',
  },
  differCaption: { id: 'editor.queueItem.differCaption', defaultMessage: 'Fields of {name} that differ' },
  noDifferences: { id: 'editor.queueItem.noDifferences', defaultMessage: 'No differing fields.' },
  publish: { id: 'editor.queueItem.publish', defaultMessage: 'Publish' },
  mergeInto: { id: 'editor.queueItem.mergeInto', defaultMessage: 'Merge into venue id' },
  merge: { id: 'editor.queueItem.merge', defaultMessage: 'Merge' },
  rejectReason: { id: 'editor.queueItem.rejectReason', defaultMessage: 'Reason for rejection (mailed to the submitter)' },
  reject: { id: 'editor.queueItem.reject', defaultMessage: 'Reject' },
  field: { id: 'editor.queueItem.field', defaultMessage: 'Field' },
  submitted: { id: 'editor.queueItem.submitted', defaultMessage: 'Submitted' },
  existing: { id: 'editor.queueItem.existing', defaultMessage: 'Existing' },
}));

const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  name: { id: 'editor.queueItem.fieldName', defaultMessage: 'Name' },
  street: { id: 'editor.queueItem.fieldStreet', defaultMessage: 'Street' },
  city: { id: 'editor.queueItem.fieldCity', defaultMessage: 'City' },
  state: { id: 'editor.queueItem.fieldState', defaultMessage: 'State' },
  postal_code: { id: 'editor.queueItem.fieldPostalCode', defaultMessage: 'Postal code' },
  website: { id: 'editor.queueItem.fieldWebsite', defaultMessage: 'Website' },
  phone: { id: 'editor.queueItem.fieldPhone', defaultMessage: 'Phone' },
  email: { id: 'editor.queueItem.fieldEmail', defaultMessage: 'Email' },
});

type Difference = QueueItem['duplicates'][number]['differences'][number];

function differenceColumns(intl: IntlShape): readonly DataTableColumn<Difference>[] {
  return [
    {
      key: 'field',
      header: intl.formatMessage(messages.field),
      rowHeader: true,
      cell: (diff) => {
        const label = FIELD_LABELS[diff.field];
        return label ? intl.formatMessage(label) : diff.field;
      },
    },
    // The two venues' own values (a name, an address, a link).
    { key: 'submitted', header: intl.formatMessage(messages.submitted), className: 'queue-item__value', cell: (diff) => diff.submitted },
    { key: 'existing', header: intl.formatMessage(messages.existing), className: 'queue-item__value', cell: (diff) => diff.existing },
  ];
}

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
  const intl = useAppIntl();
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
      setErrors(fieldErrorsOf(error) ?? { nonFieldErrors: [intl.formatMessage(commonMessages.actionFailed)] });
      setBusy(false);
    }
  }

  const osm = (
    <a href={osmLink(item.lat, item.lon)} target="_blank" rel="noreferrer">
      {intl.formatMessage(messages.openOnOsm, { name: item.name, lat: item.lat.toFixed(5), lon: item.lon.toFixed(5) })}
    </a>
  );
  const created = <time dateTime={item.created}>{dateTime(intl, item.created)}</time>;
  const address = [item.street, item.city, item.state, item.postalCode].filter((part) => part !== '').join(', ');
  return (
    <li className="queue-item" aria-labelledby={headingId}>
      <h2 id={headingId} className="queue-item__name">
        <span className="queue-item__venue">{item.name}</span> <span className="queue-item__kind">{intl.formatMessage(QUEUE_KIND_MESSAGES[item.kind])}</span>
      </h2>
      <div className="queue-item__body">
        <div>
          <p className="queue-item__address">{address}</p>
          <p>
            {item.submittedBy
              ? intl.formatMessage(messages.byUser, { username: item.submittedBy.username, email: item.submittedBy.email, time: created })
              : intl.formatMessage(messages.byVisitor, { time: created })}
          </p>
        </div>
        <div>
          <MapView name="queue-item-map" pins={pinsOf(item)} zoom={QUEUE_MAP_ZOOM} label={intl.formatMessage(messages.mapOf, { name: item.name })} />
          <p className="queue-item__legend">
            {item.duplicates.length > 0 ? intl.formatMessage(messages.legend, { link: osm }) : osm}
          </p>
        </div>
      </div>
      {item.duplicates.length > 0 && (
        <div className="queue-item__duplicates">
          <h3>{intl.formatMessage(messages.likelyDuplicates)}</h3>
          <ul>
            {item.duplicates.map((d) => (
              <li key={d.id}>
                {intl.formatMessage(messages.duplicate, {
                  name: d.name,
                  id: String(d.id),
                  published: d.published ? 'yes' : 'no',
                  distance: intl.formatNumber(d.distanceMetres),
                })}
                <DataTable
                  caption={intl.formatMessage(messages.differCaption, { name: d.name })}
                  columns={differenceColumns(intl)}
                  rows={d.differences}
                  rowKey={(diff) => diff.field}
                  empty={intl.formatMessage(messages.noDifferences)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="queue-item__actions">
        <Button busy={busy} disabled={busy} onClick={() => void decide({ kind: 'publish' })}>
          {intl.formatMessage(messages.publish)}
        </Button>
        <Link className="ui-button ui-button--secondary" to={`/manage/venues/edit/${item.id}/`}>
          {intl.formatMessage(commonMessages.edit)}
        </Link>
        <div className="queue-item__merge">
          <label htmlFor={intoId}>{intl.formatMessage(messages.mergeInto)}</label>
          <input
            id={intoId}
            inputMode="numeric"
            value={into}
            onChange={(e) => setInto(e.target.value)}
            aria-invalid={errors.into ? true : undefined}
            aria-describedby={errors.into ? `${intoId}-error` : undefined}
          />
          <Button variant="secondary" disabled={busy} onClick={() => void decide({ kind: 'merge', into: Number(into) })}>
            {intl.formatMessage(messages.merge)}
          </Button>
          <ControlError controlId={intoId} messages={errors.into} />
        </div>
        <div className="queue-item__reject">
          <label htmlFor={notesId}>{intl.formatMessage(messages.rejectReason)}</label>
          <textarea
            id={notesId}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            maxLength={500}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? `${notesId}-error` : undefined}
          />
          <Button variant="secondary" disabled={busy} onClick={() => void decide({ kind: 'reject', notes })}>
            {intl.formatMessage(messages.reject)}
          </Button>
          <ControlError controlId={notesId} messages={errors.notes} />
        </div>
        {errors.nonFieldErrors && <p role="alert">{errors.nonFieldErrors.join(' ')}</p>}
      </div>
    </li>
  );
}
