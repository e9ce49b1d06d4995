import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type EventsErrorCode = 'event_not_found' | 'venue_not_found';

const EVENTS_ERRORS: Record<EventsErrorCode, ErrorDefinition> = {
  event_not_found: NOT_FOUND,
  venue_not_found: NOT_FOUND,
};

export class EventsError extends moduleErrorOf(EVENTS_ERRORS) {}
