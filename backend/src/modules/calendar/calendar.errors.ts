import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';
import { ERRORS } from '@events/contracts/messages';

export type CalendarErrorCode = 'event_not_found';

const CALENDAR_ERRORS: Record<CalendarErrorCode, ErrorDefinition> = {
  event_not_found: { status: 404, detail: ERRORS.notFound },
};

export class CalendarError extends moduleErrorOf(CALENDAR_ERRORS) {}
