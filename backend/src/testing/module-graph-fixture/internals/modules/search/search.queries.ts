import { eventCards } from '../events/event-cards.service.js';
import { EVENT_CARDS_SQL } from '../events/events.queries.js';

export const LISTING_SQL = `${EVENT_CARDS_SQL} ${eventCards()}`;
