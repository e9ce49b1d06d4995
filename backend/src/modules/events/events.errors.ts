import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';
import { ERRORS } from '@events/contracts/messages';

export type EventsErrorCode = 'event_not_found' | 'venue_not_found';

const EVENTS_ERRORS: Record<EventsErrorCode, ErrorDefinition> = {
  event_not_found: { status: 404, detail: ERRORS.notFound },
  venue_not_found: { status: 404, detail: ERRORS.notFound },
};

export class EventsError extends moduleErrorOf(EVENTS_ERRORS) {}
