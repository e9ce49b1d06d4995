import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type SavedErrorCode = 'item_not_found';

const SAVED_ERRORS: Record<SavedErrorCode, ErrorDefinition> = {
  item_not_found: NOT_FOUND,
};

export class SavedError extends moduleErrorOf(SAVED_ERRORS) {}
