import { EVENT_CARDS_SQL } from './events.queries.js';

export const eventCards = (): string => EVENT_CARDS_SQL;
