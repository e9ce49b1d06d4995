import { ERRORS } from '@events/contracts/messages';
import { TIMESHEET_MESSAGES } from '@events/contracts/timesheets';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type EditorErrorCode = 'not_in_queue' | 'timesheet_not_found' | 'timesheet_approved';

const EDITOR_ERRORS: Record<EditorErrorCode, ErrorDefinition> = {
  not_in_queue: { status: 404, detail: ERRORS.notFound },
  timesheet_not_found: { status: 404, detail: ERRORS.notFound },
  timesheet_approved: { status: 409, detail: TIMESHEET_MESSAGES.approved },
};

export class EditorError extends moduleErrorOf(EDITOR_ERRORS) {}
