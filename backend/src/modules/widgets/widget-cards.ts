import type { EventCard } from '@events/contracts/events';
import type { Language } from '@events/contracts/languages';
import type { WidgetCard, WidgetMonth } from '@events/contracts/widgets';
import { icsFilePath } from '@events/domain/calendar-links';
import { localizedText } from '../../common/i18n/localized-content.js';
import { nextOccurrenceIn } from './widget-language.js';

/**
 * The events of a widget page as its components show them, from the listing's cards. A page's data is made for one
 * language (WidgetPagesService), so the producers' own Spanish names are chosen here and the components show the
 * names as they come (issue 31).
 */

/** An event's page in the widget's context (`?widget=`: bookmark hidden, the back link returns to the widget). */
function widgetEventUrl(card: EventCard, widgetId: number): string {
  const url = card.absoluteUrl;
  return `${url}${url.includes('?') ? '&' : '?'}widget=${widgetId}`;
}

/** An event's name in the page's language: the producer's Spanish one on a Spanish page when given. */
function eventNameIn(card: EventCard, language: Language): string {
  return localizedText(card.name, card.nameEs, language);
}

/**
 * An event card as a widget shows it, its date worded in the widget's language (English unless said), its own and
 * its venue's names the producers' in that language where they wrote them.
 */
export function toWidgetCard(card: EventCard, widgetId: number, language: Language = 'en'): WidgetCard {
  const venue = card.pointOfInterest;
  return {
    id: card.id,
    name: eventNameIn(card, language),
    url: widgetEventUrl(card, widgetId),
    when: nextOccurrenceIn(card, language),
    venue: localizedText(venue.name, venue.nameEs, language),
    city: venue.city,
    category: localizedText(card.eventType.name, card.eventType.nameEs, language),
    price: card.price.label,
    priceTier: card.price.value,
    online: (card.isOnline && !card.isInPerson) || card.status === 'moved_online',
    status: card.status,
    image: card.imageThumbnail,
    ics: icsFilePath(card.id),
  };
}

/** An event as the month view names it once, beside its dates, in the page's language. */
export function monthEventOf(card: EventCard, widgetId: number, language: Language): WidgetMonth['events'][number] {
  return { id: card.id, name: eventNameIn(card, language), url: widgetEventUrl(card, widgetId) };
}
