import type { ManagedEvent } from '@events/contracts/event-forms';
import { EVENT_FORM_PATHS } from '@events/contracts/event-forms';
import { ActionMenu } from '@events/ui/action-menu';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useRef, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { common, EVENT_STATUS_MESSAGES } from '../../../i18n/shared-messages';
import { Link, useNavigate } from '@events/router';
import { REGION_TIME_ZONE } from '@events/contracts/reference';
import { formatLocalDate, formatOccurrenceTimes } from '../utils/format-occurrence';
import { failureReason } from '../utils/failure-reason';

const messages = plainMessages(defineMessages({
  nextDate: { id: 'producer.managedEvent.nextDate', defaultMessage: '{date}, {times}' },
  noUpcoming: { id: 'producer.managedEvent.noUpcoming', defaultMessage: 'No upcoming dates' },
  unpublished: { id: 'producer.managedEvent.unpublished', defaultMessage: 'Unpublished' },
  confirmTitle: { id: 'producer.managedEvent.confirmTitle', defaultMessage: 'Delete this event?' },
  confirmText: { id: 'producer.managedEvent.confirmText', defaultMessage: '“{name}” and all its dates will be removed from the listings. This cannot be undone.' },
}));

export type ManagedEventCardProps = {
  event: ManagedEvent;
  /** Deletes the event; the list reloads after it. */
  onDelete: (id: number) => Promise<void>;
};

/** A card of the producer's event list: its menu View / Edit / Delete; dimmed while its deletion runs. */
export function ManagedEventCard({ event, onDelete }: ManagedEventCardProps) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cardRef = useRef<HTMLLIElement>(null);
  const next = event.nextEventOccurrence;
  // The API words the times in English ("7:00 PM – 9:00 PM"); another language words the instants itself, in the
  // region's zone (every venue of the listings is in it; the list does not carry each venue's zone).
  const times =
    next && intl.locale !== 'en'
      ? formatOccurrenceTimes(
          intl,
          Date.parse(next.timestamps.timestampStart),
          next.timestamps.timestampEnd === null ? null : Date.parse(next.timestamps.timestampEnd),
          REGION_TIME_ZONE,
        )
      : next?.times;
  const statusFlag = event.status === 'scheduled' ? null : intl.formatMessage(EVENT_STATUS_MESSAGES[event.status]);

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    setError(null);
    try {
      await onDelete(event.id);
    } catch (failure) {
      setError(intl.formatMessage(common.deleteItem, { reason: failureReason(failure) || intl.formatMessage(common.unknownError) }));
      setDeleting(false);
    }
  };

  return (
    <li ref={cardRef} className={['managed-event', deleting && 'managed-event--deleting'].filter(Boolean).join(' ')} aria-busy={deleting || undefined} data-testid="managed-event">
      {event.imageThumbnail && <img className="managed-event__image" src={event.imageThumbnail} alt="" width={200} height={100} loading="lazy" />}
      <div className="managed-event__body">
        <h2 className="managed-event__name">
          <Link to={event.absoluteUrl}>{event.name}</Link>
        </h2>
        <p className="managed-event__venue">{event.pointOfInterest.name}</p>
        <p className="managed-event__date">{next ? intl.formatMessage(messages.nextDate, { date: formatLocalDate(intl, next.eventDate), times }) : intl.formatMessage(messages.noUpcoming)}</p>
        {(statusFlag !== null || !event.published) && (
          <p className="managed-event__flags">
            {statusFlag !== null && <span className="managed-event__flag">{statusFlag}</span>}
            {!event.published && <span className="managed-event__flag">{intl.formatMessage(messages.unpublished)}</span>}
          </p>
        )}
        {error && (
          <p className="managed-event__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <ActionMenu
        label={intl.formatMessage(common.actions)}
        ariaLabel={intl.formatMessage(common.actionsFor, { name: event.name })}
        className="managed-event__menu"
        items={[
          { id: 'view', label: intl.formatMessage(common.view), onSelect: () => void navigate(event.absoluteUrl) },
          { id: 'edit', label: intl.formatMessage(common.edit), onSelect: () => void navigate(EVENT_FORM_PATHS.edit(event.id)) },
          { id: 'delete', label: intl.formatMessage(common.delete), onSelect: () => setConfirming(true), disabled: deleting },
        ]}
      />
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} title={intl.formatMessage(messages.confirmTitle)}>
          <p>{intl.formatMessage(messages.confirmText, { name: event.name })}</p>
          <div className="ui-actions">
            <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus="">
              {intl.formatMessage(common.cancel)}
            </Button>
            <Button className="managed-event__delete" onClick={() => void remove()}>
              {intl.formatMessage(common.delete)}
            </Button>
          </div>
        </Dialog>
      )}
    </li>
  );
}
