import type { DistanceUnit } from '@events/contracts/reference';
import type { Venue } from '@events/contracts/venues';
import { Link } from '@events/router';
import { SavedCardMedia } from './saved-card-media';
import { distanceLine } from '../utils/saved-card-lines';
import '../../../components/saved-list/saved-list.css';

export type SavedVenueCardProps = { venue: Venue; units: DistanceUnit };

/** A saved venue: image, name linking to its page, short address, upcoming events, distance; no bookmark button. */
export function SavedVenueCard({ venue, units }: SavedVenueCardProps) {
  const image = venue.imageThumbnail ?? venue.imagePrimary;
  const distance = distanceLine(venue.distance, units);
  const count = venue.numEventsFuture;
  return (
    <article className="saved-card" data-testid="saved-venue-card" data-venue-id={venue.id}>
      <SavedCardMedia image={image} placeholderOf={venue.name} />
      <div>
        <h2 className="saved-card__title">
          <Link to={venue.absoluteUrl}>{venue.name}</Link>
        </h2>
        <p className="saved-card__line">{venue.shortAddress}</p>
        <p className="saved-card__line">
          {count} upcoming {count === 1 ? 'event' : 'events'}
        </p>
        {distance && <p className="saved-card__line">{distance}</p>}
      </div>
    </article>
  );
}
