import { TIMESHEET_MESSAGES } from '@events/contracts/timesheets';
import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type EditorErrorCode = 'not_in_queue' | 'timesheet_not_found' | 'timesheet_approved';

const EDITOR_ERRORS: Record<EditorErrorCode, ErrorDefinition> = {
  not_in_queue: NOT_FOUND,
  timesheet_not_found: NOT_FOUND,
  timesheet_approved: { status: 409, detail: TIMESHEET_MESSAGES.approved },
};

export class EditorError extends moduleErrorOf(EDITOR_ERRORS) {}
