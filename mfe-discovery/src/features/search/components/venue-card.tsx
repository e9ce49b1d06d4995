import type { DistanceUnit } from '@events/contracts/reference';
import type { Venue } from '@events/contracts/venues';
import { isOpenNow } from '@events/domain/open-now';
import type { HeadingLevel } from '@events/ui/heading';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { useRef } from 'react';
import { Link } from '@events/router';
import { useImpression } from '../../../hooks/use-impression';
import { useWidgetId } from '../../../hooks/use-widget-context';
import { formatDistanceValue } from '../../../utils/card-format';
import { detailHref } from '../../../utils/detail-href';
import { useLocalizedContent } from '../../../utils/localized-content';
import { BookmarkButton } from '../../../components/cards/bookmark-button';
import { CardMedia } from '../../../components/cards/card-media';
import { commonMessages } from '../../../i18n/common-messages';
import '../../../components/cards/cards.css';

const messages = plainMessages(defineMessages({
  upcoming: { id: 'discovery.venueCard.upcoming', defaultMessage: '{count, plural, one {# upcoming event} other {# upcoming events}}' },
}));

export type VenueCardProps = {
  venue: Venue;
  headingLevel?: HeadingLevel;
  /** Unit of `venue.distance` (the search's units). */
  distanceUnits?: DistanceUnit;
  /** The results page this card is shown on (path and query), carried to the detail page for its back link. */
  search?: string | null;
  imagePriority?: boolean;
  showBookmark?: boolean;
  /** The instant "open now" is judged at; the render time by default. */
  now?: Date;
  /** Reports the card's impression (after 1 s at 50 % visibility); off for previews. */
  reportImpression?: boolean;
  className?: string;
};

/** A venue as a card: image, name linking to its page, short address, open now, future event count, distance. */
export function VenueCard({
  venue,
  headingLevel = 3,
  distanceUnits = 'mi',
  search = null,
  imagePriority = false,
  showBookmark = true,
  now,
  reportImpression = true,
  className,
}: VenueCardProps) {
  const intl = useAppIntl();
  const widget = useWidgetId();
  const ref = useRef<HTMLElement>(null);
  useImpression(ref, 'poi_card', venue.id, { enabled: reportImpression });
  const Heading = `h${headingLevel}` as const;
  const name = useLocalizedContent().name(venue);
  const image = venue.imageThumbnail ?? venue.imagePrimary;
  const open = isOpenNow(venue.openTimes, venue.timeZone, now);
  const count = venue.numEventsFuture;
  return (
    <article ref={ref} className={['venue-card', className].filter(Boolean).join(' ')} data-testid="venue-card" data-venue-id={venue.id}>
      <CardMedia className="venue-card__media" image={image} placeholder={name} priority={imagePriority} />
      <div className="venue-card__body">
        <Heading className="event-card__title">
          <Link to={detailHref(venue.absoluteUrl, { search, widget })}>{name}</Link>
        </Heading>
        <p className="event-card__where">{venue.shortAddress}</p>
        <ul className="card-facts">
          {open && <li className="card-fact--open">{intl.formatMessage(commonMessages.openNow)}</li>}
          <li>{intl.formatMessage(messages.upcoming, { count })}</li>
          {venue.distance !== null && venue.distance !== undefined && <li>{formatDistanceValue(intl, venue.distance, distanceUnits)}</li>}
        </ul>
      </div>
      {showBookmark && (
        <div className="event-card__actions">
          <BookmarkButton objectType="poi" id={venue.id} name={name} />
        </div>
      )}
    </article>
  );
}
