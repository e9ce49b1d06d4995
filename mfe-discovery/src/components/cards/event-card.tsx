import type { EventCard as EventCardData } from '@events/contracts/events';
import { DEFAULT_LANGUAGE } from '@events/contracts/languages';
import type { DistanceUnit } from '@events/contracts/reference';
import { OCCURRENCE_STATE_REFRESH_MS, occurrenceStateAt } from '@events/domain/occurrence-state';
import type { HeadingLevel } from '@events/ui/heading';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { useRef } from 'react';
import { Link } from '@events/router';
import { useImpression } from '../../hooks/use-impression';
import { useNow } from '../../hooks/use-now';
import { useWidgetId } from '../../hooks/use-widget-context';
import { ageGroupLabels, commonMessages, EVENT_STATUS_MESSAGES, OCCURRENCE_STATE_MESSAGES, priceLabel } from '../../i18n/common-messages';
import { formatDistanceValue, formatLocalDay, hasParsableStart, placeLine } from '../../utils/card-format';
import { detailHref } from '../../utils/detail-href';
import { formatOccurrenceTimes } from '../../utils/format-occurrence';
import { useLocalizedContent } from '../../utils/localized-content';
import { BookmarkButton } from './bookmark-button';
import { CardMedia } from './card-media';
import './cards.css';

/** Between the day and the times (punctuation, the same in every language). */
const SEPARATOR = ' · ';

const messages = plainMessages(defineMessages({
  status: { id: 'discovery.eventCard.status', defaultMessage: 'Status' },
}));

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
  const intl = useAppIntl();
  const widget = useWidgetId();
  const ref = useRef<HTMLElement>(null);
  const shown = hasParsableStart(event);
  useImpression(ref, 'event_card', event.id, { enabled: reportImpression && shown });
  const now = useNow(OCCURRENCE_STATE_REFRESH_MS);
  const localized = useLocalizedContent();
  if (!shown || !event.nextEventOccurrence) return null;
  const next = event.nextEventOccurrence;
  const state = occurrenceStateAt(next.timestamps, now);
  const href = detailHref(event.absoluteUrl, { search, widget });
  const Heading = `h${headingLevel}` as const;
  const image = event.imageThumbnail ?? event.imagePrimary;
  const venue = event.pointOfInterest;
  const featured = event.highlights.includes('highlight');
  const statusFlag = event.status === 'scheduled' ? null : intl.formatMessage(EVENT_STATUS_MESSAGES[event.status]);
  const where = event.isInPerson && event.status !== 'moved_online'
    ? [localized.name(venue), placeLine(venue.city, venue.state)].filter(Boolean).join(' · ')
    : intl.formatMessage(commonMessages.online);
  // The API words the times in English; another language reads them from the instants, in the venue's zone.
  const times = intl.locale === DEFAULT_LANGUAGE ? next.times : (formatOccurrenceTimes(intl, next.timestamps, venue.timeZone) ?? next.times);
  const name = localized.name(event);
  const category = localized.name(event.eventType);
  const classes = ['event-card', ...event.highlights, ...event.highlights.map((h) => `event-card--${h}`), className];

  return (
    <article ref={ref} className={classes.filter(Boolean).join(' ')} data-testid="event-card" data-event-id={event.id}>
      <CardMedia className="event-card__media" image={image} placeholder={category} priority={imagePriority} />
      <div className="event-card__body">
        {(featured || statusFlag !== null || state !== 'upcoming') && (
          <ul className="card-flags" aria-label={intl.formatMessage(messages.status)}>
            {state !== 'upcoming' && (
              <li className={`card-flag card-flag--${state}`} data-testid="occurrence-state">
                {intl.formatMessage(OCCURRENCE_STATE_MESSAGES[state])}
              </li>
            )}
            {featured && <li className="card-flag card-flag--highlight">{intl.formatMessage(commonMessages.featured)}</li>}
            {statusFlag !== null && (
              <li className={`card-flag card-flag--${event.status}`} data-testid="event-status">
                {statusFlag}
              </li>
            )}
          </ul>
        )}
        <p className="event-card__category">{category}</p>
        <Heading className="event-card__title">
          <Link to={href}>{name}</Link>
        </Heading>
        <p className="event-card__when">
          <time dateTime={next.timestamps.timestampStart}>{formatLocalDay(intl, next.eventDate)}</time>
          {times && (
            <span>
              {SEPARATOR}
              {times}
            </span>
          )}
        </p>
        <p className="event-card__where">{where}</p>
        <ul className="card-facts">
          {event.distance !== null && <li>{formatDistanceValue(intl, event.distance, distanceUnits)}</li>}
          <li>{priceLabel(intl, event.price)}</li>
          {event.ageGroup.length > 0 && <li>{ageGroupLabels(intl, event.ageGroup)}</li>}
        </ul>
      </div>
      {showBookmark && (
        <div className="event-card__actions">
          <BookmarkButton objectType="event" id={event.id} name={name} />
        </div>
      )}
    </article>
  );
}
