import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type SavedSearchesErrorCode = 'search_not_found';

const SAVED_SEARCHES_ERRORS: Record<SavedSearchesErrorCode, ErrorDefinition> = {
  search_not_found: NOT_FOUND,
};

/** The module's error: an unknown saved search, or another user's (never told apart). Bad input is a 400 field map. */
export class SavedSearchesError extends moduleErrorOf(SAVED_SEARCHES_ERRORS) {}
