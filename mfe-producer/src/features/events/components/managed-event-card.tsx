import type { ManagedEvent } from '@events/contracts/event-forms';
import { EVENT_FORM_PATHS } from '@events/contracts/event-forms';
import { eventStatusFlag } from '@events/contracts/event-status';
import { ERRORS } from '@events/contracts/messages';
import { ActionMenu } from '@events/ui/action-menu';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';
import { useRef, useState } from 'react';
import { Link, useNavigate } from '@events/router';
import { formatLocalDate } from '../utils/format-occurrence';
import { failureReason } from '../utils/failure-reason';

export type ManagedEventCardProps = {
  event: ManagedEvent;
  /** Deletes the event; the list reloads after it. */
  onDelete: (id: number) => Promise<void>;
};

/** A card of the producer's event list: its menu View / Edit / Delete; dimmed while its deletion runs. */
export function ManagedEventCard({ event, onDelete }: ManagedEventCardProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cardRef = useRef<HTMLLIElement>(null);
  const next = event.nextEventOccurrence;
  const statusFlag = eventStatusFlag(event.status);

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    setError(null);
    try {
      await onDelete(event.id);
    } catch (failure) {
      setError(ERRORS.deleteItem(failureReason(failure)));
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
        <p className="managed-event__date">{next ? `${formatLocalDate(next.eventDate)}, ${next.times}` : 'No upcoming dates'}</p>
        {(statusFlag !== null || !event.published) && (
          <p className="managed-event__flags">
            {statusFlag !== null && <span className="managed-event__flag">{statusFlag}</span>}
            {!event.published && <span className="managed-event__flag">Unpublished</span>}
          </p>
        )}
        {error && (
          <p className="managed-event__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <ActionMenu
        label="Actions"
        ariaLabel={`Actions for ${event.name}`}
        className="managed-event__menu"
        items={[
          { id: 'view', label: 'View', onSelect: () => void navigate(event.absoluteUrl) },
          { id: 'edit', label: 'Edit', onSelect: () => void navigate(EVENT_FORM_PATHS.edit(event.id)) },
          { id: 'delete', label: 'Delete', onSelect: () => setConfirming(true), disabled: deleting },
        ]}
      />
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} title="Delete this event?">
          <p>“{event.name}” and all its dates will be removed from the listings. This cannot be undone.</p>
          <div className="ui-actions">
            <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus="">
              Cancel
            </Button>
            <Button className="managed-event__delete" onClick={() => void remove()}>
              Delete
            </Button>
          </div>
        </Dialog>
      )}
    </li>
  );
}
