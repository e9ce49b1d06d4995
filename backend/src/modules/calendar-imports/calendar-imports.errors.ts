import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type CalendarImportsErrorCode = 'venue_not_found' | 'source_not_found';

const CALENDAR_IMPORTS_ERRORS: Record<CalendarImportsErrorCode, ErrorDefinition> = {
  venue_not_found: NOT_FOUND,
  source_not_found: NOT_FOUND,
};

/** An unknown venue or source, or one the caller does not manage (never told apart). Bad input is a 400 field map. */
export class CalendarImportsError extends moduleErrorOf(CALENDAR_IMPORTS_ERRORS) {}
