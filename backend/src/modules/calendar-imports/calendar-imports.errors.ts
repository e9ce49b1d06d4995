import { MERGE_PROPOSAL_MESSAGES } from '@events/contracts/merge-proposals';
import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type CalendarImportsErrorCode = 'venue_not_found' | 'source_not_found' | 'proposal_not_found' | 'source_syncing';

const CALENDAR_IMPORTS_ERRORS: Record<CalendarImportsErrorCode, ErrorDefinition> = {
  venue_not_found: NOT_FOUND,
  source_not_found: NOT_FOUND,
  proposal_not_found: NOT_FOUND,
  source_syncing: { status: 409, detail: MERGE_PROPOSAL_MESSAGES.syncing },
};

/**
 * An unknown venue, source or proposal, or one the caller does not manage (never told apart); a proposal whose
 * calendar is syncing. Bad input is a 400 field map.
 */
export class CalendarImportsError extends moduleErrorOf(CALENDAR_IMPORTS_ERRORS) {}
