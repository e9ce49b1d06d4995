import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type SavedSearchesErrorCode = 'search_not_found';

const SAVED_SEARCHES_ERRORS: Record<SavedSearchesErrorCode, ErrorDefinition> = {
  search_not_found: { status: 404, detail: ERRORS.notFound },
};

/** The module's error: an unknown saved search, or another user's (never told apart). Bad input is a 400 field map. */
export class SavedSearchesError extends moduleErrorOf(SAVED_SEARCHES_ERRORS) {}
