import type { EventCard as EventCardData } from '@events/contracts/events';
import { eventStatusFlag } from '@events/contracts/event-status';
import type { DistanceUnit } from '@events/contracts/reference';
import { OCCURRENCE_STATE_LABELS, OCCURRENCE_STATE_REFRESH_MS, occurrenceStateAt } from '@events/domain/occurrence-state';
import type { HeadingLevel } from '@events/ui/heading';
import { useRef } from 'react';
import { Link } from '@events/router';
import { useImpression } from '../../hooks/use-impression';
import { useNow } from '../../hooks/use-now';
import { useWidgetId } from '../../hooks/use-widget-context';
import { formatDistanceValue, formatLocalDay, hasParsableStart, placeLine } from '../../utils/card-format';
import { detailHref } from '../../utils/detail-href';
import { BookmarkButton } from './bookmark-button';
import { CardMedia } from './card-media';
import './cards.css';

export type EventCardProps = {
  event: EventCardData;
  /** Level of the event name's heading; 3 under a results heading. */
  headingLevel?: HeadingLevel;
  /** Unit of `event.distance` (the search's units); the distance is hidden when null. */
  distanceUnits?: DistanceUnit;
  /** The results page this card is shown on (path and query), carried to the detail page for its back link. */
  search?: string | null;
  /** Loads the image eagerly with high priority (the first cards of a page: the largest paint). */
  imagePriority?: boolean;
  /** Shows the bookmark control (still hidden in a widget context). */
  showBookmark?: boolean;
  /** Reports the card's impression (after 1 s at 50 % visibility); off for previews. */
  reportImpression?: boolean;
  className?: string;
};

/**
 * An event as a card (spec sections 3 and 4): image, name linking to its page, category, next date and
 * times, venue and town, distance, price and age groups, the highlight classes recurring / single /
 * highlight (with a Featured flag) / promoted / cancelled / postponed, a flag for a status other than scheduled
 * (cancelled, postponed, moved online), and the bookmark control. The next date says
 * "Happening now" while it is under way and "Ended" once it is over (a listing of today still shows it).
 * Renders nothing when the next occurrence's start cannot be parsed.
 */
export function EventCard({
  event,
  headingLevel = 3,
  distanceUnits = 'mi',
  search = null,
  imagePriority = false,
  showBookmark = true,
  reportImpression = true,
  className,
}: EventCardProps) {
  const widget = useWidgetId();
  const ref = useRef<HTMLElement>(null);
  const shown = hasParsableStart(event);
  useImpression(ref, 'event_card', event.id, { enabled: reportImpression && shown });
  const now = useNow(OCCURRENCE_STATE_REFRESH_MS);
  if (!shown || !event.nextEventOccurrence) return null;
  const next = event.nextEventOccurrence;
  const state = occurrenceStateAt(next.timestamps, now);
  const href = detailHref(event.absoluteUrl, { search, widget });
  const Heading = `h${headingLevel}` as const;
  const image = event.imageThumbnail ?? event.imagePrimary;
  const venue = event.pointOfInterest;
  const featured = event.highlights.includes('highlight');
  const statusFlag = eventStatusFlag(event.status);
  const where = event.isInPerson && event.status !== 'moved_online'
    ? [venue.name, placeLine(venue.city, venue.state)].filter(Boolean).join(' · ')
    : 'Online';
  const classes = ['event-card', ...event.highlights, ...event.highlights.map((h) => `event-card--${h}`), className];

  return (
    <article ref={ref} className={classes.filter(Boolean).join(' ')} data-testid="event-card" data-event-id={event.id}>
      <CardMedia className="event-card__media" image={image} placeholder={event.eventType.name} priority={imagePriority} />
      <div className="event-card__body">
        {(featured || statusFlag !== null || state !== 'upcoming') && (
          <ul className="card-flags" aria-label="Status">
            {state !== 'upcoming' && (
              <li className={`card-flag card-flag--${state}`} data-testid="occurrence-state">
                {OCCURRENCE_STATE_LABELS[state]}
              </li>
            )}
            {featured && <li className="card-flag card-flag--highlight">Featured</li>}
            {statusFlag !== null && (
              <li className={`card-flag card-flag--${event.status}`} data-testid="event-status">
                {statusFlag}
              </li>
            )}
          </ul>
        )}
        <p className="event-card__category">{event.eventType.name}</p>
        <Heading className="event-card__title">
          <Link to={href}>{event.name}</Link>
        </Heading>
        <p className="event-card__when">
          <time dateTime={next.timestamps.timestampStart}>{formatLocalDay(next.eventDate)}</time>
          {next.times && <span> · {next.times}</span>}
        </p>
        <p className="event-card__where">{where}</p>
        <ul className="card-facts">
          {event.distance !== null && <li>{formatDistanceValue(event.distance, distanceUnits)}</li>}
          <li>{event.price.label}</li>
          {event.ageGroup.length > 0 && <li>{event.ageGroup.map((a) => a.label).join(', ')}</li>}
        </ul>
      </div>
      {showBookmark && (
        <div className="event-card__actions">
          <BookmarkButton objectType="event" id={event.id} name={event.name} />
        </div>
      )}
    </article>
  );
}
