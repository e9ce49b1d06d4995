import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type SavedErrorCode = 'item_not_found';

const SAVED_ERRORS: Record<SavedErrorCode, ErrorDefinition> = {
  item_not_found: { status: 404, detail: ERRORS.notFound },
};

export class SavedError extends moduleErrorOf(SAVED_ERRORS) {}
