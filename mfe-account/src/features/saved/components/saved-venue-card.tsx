import type { DistanceUnit } from '@events/contracts/reference';
import type { Venue } from '@events/contracts/venues';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { SavedCardMedia } from './saved-card-media';
import { distanceLine } from '../utils/saved-card-lines';
import '../../../components/saved-list/saved-list.css';

const messages = plainMessages(defineMessages({
  upcoming: { id: 'account.savedVenue.upcoming', defaultMessage: '{count, plural, one {# upcoming event} other {# upcoming events}}' },
}));

export type SavedVenueCardProps = { venue: Venue; units: DistanceUnit };

/** A saved venue: image, name linking to its page, short address, upcoming events, distance; no bookmark button. */
export function SavedVenueCard({ venue, units }: SavedVenueCardProps) {
  const intl = useAppIntl();
  const image = venue.imageThumbnail ?? venue.imagePrimary;
  const distance = distanceLine(venue.distance, units, intl);
  const count = venue.numEventsFuture;
  return (
    <article className="saved-card" data-testid="saved-venue-card" data-venue-id={venue.id}>
      <SavedCardMedia image={image} placeholderOf={venue.name} />
      <div>
        <h2 className="saved-card__title">
          <Link to={venue.absoluteUrl}>{venue.name}</Link>
        </h2>
        <p className="saved-card__line">{venue.shortAddress}</p>
        <p className="saved-card__line">{intl.formatMessage(messages.upcoming, { count })}</p>
        {distance && <p className="saved-card__line">{distance}</p>}
      </div>
    </article>
  );
}
