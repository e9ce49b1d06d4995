import type { EventCard } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { SavedCardMedia } from './saved-card-media';
import { distanceLine, eventWhenLine, eventWhereLine } from '../utils/saved-card-lines';
import '../../../components/saved-list/saved-list.css';

export type SavedEventCardProps = { event: EventCard; units: DistanceUnit };

/** A saved event in the list: image, category, name linking to its page, next date, venue and distance. */
export function SavedEventCard({ event, units }: SavedEventCardProps) {
  const intl = useAppIntl();
  const image = event.imageThumbnail ?? event.imagePrimary;
  const when = eventWhenLine(event, intl);
  const distance = distanceLine(event.distance, units, intl);
  return (
    <article className="saved-card" data-testid="saved-event-card" data-event-id={event.id}>
      <SavedCardMedia image={image} placeholderOf={event.eventType.name} />
      <div>
        <p className="saved-card__line">{event.eventType.name}</p>
        <h2 className="saved-card__title">
          <Link to={event.absoluteUrl}>{event.name}</Link>
        </h2>
        {when && <p className="saved-card__line">{when}</p>}
        <p className="saved-card__line">{eventWhereLine(event, intl)}</p>
        {distance && <p className="saved-card__line">{distance}</p>}
      </div>
    </article>
  );
}
