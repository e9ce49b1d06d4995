import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type CalendarErrorCode = 'event_not_found';

const CALENDAR_ERRORS: Record<CalendarErrorCode, ErrorDefinition> = {
  event_not_found: NOT_FOUND,
};

export class CalendarError extends moduleErrorOf(CALENDAR_ERRORS) {}
