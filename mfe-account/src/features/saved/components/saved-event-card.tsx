import { useLanguage } from '@events/api-client/language';
import type { EventCard } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { localizedName } from '@events/ui/i18n/localized-content';
import { Link } from '@events/router';
import { SavedCardMedia } from './saved-card-media';
import { distanceLine, eventWhenLine, eventWhereLine } from '../utils/saved-card-lines';
import '../../../components/saved-list/saved-list.css';

export type SavedEventCardProps = { event: EventCard; units: DistanceUnit };

/**
 * A saved event in the list: image, category, name linking to its page, next date, venue and distance; the category,
 * the event and the venue by their Spanish names for a Spanish reader where given, as discovery's cards show them.
 */
export function SavedEventCard({ event, units }: SavedEventCardProps) {
  const intl = useAppIntl();
  const language = useLanguage();
  const category = localizedName(event.eventType, language);
  const image = event.imageThumbnail ?? event.imagePrimary;
  const when = eventWhenLine(event, intl);
  const distance = distanceLine(event.distance, units, intl);
  return (
    <article className="saved-card" data-testid="saved-event-card" data-event-id={event.id}>
      <SavedCardMedia image={image} placeholderOf={category} />
      <div>
        <p className="saved-card__line">{category}</p>
        <h2 className="saved-card__title">
          <Link to={event.absoluteUrl}>{localizedName(event, language)}</Link>
        </h2>
        {when && <p className="saved-card__line">{when}</p>}
        <p className="saved-card__line">{eventWhereLine(event, intl)}</p>
        {distance && <p className="saved-card__line">{distance}</p>}
      </div>
    </article>
  );
}
