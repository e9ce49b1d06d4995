import { CLAIM_MESSAGES } from '@events/contracts/claims';
import { type ErrorDefinition, ModuleError, NOT_FOUND } from '../../common/errors/module-error.js';

export type ClaimsErrorCode = 'claim_not_found' | 'verified_not_deletable' | 'invalid_update';

const CLAIMS_ERRORS: Record<ClaimsErrorCode, ErrorDefinition> = {
  claim_not_found: NOT_FOUND,
  verified_not_deletable: { status: 409, detail: CLAIM_MESSAGES.verifiedNotDeletable },
  invalid_update: { status: 400, detail: CLAIM_MESSAGES.notesRequired },
};

/**
 * The claims module's error. A status update's bad input answers 400 with a `detail` the moderation modal shows
 * (spec section 8, "Claim update 400: the detail message is shown in the modal").
 */
export class ClaimsError extends ModuleError<ClaimsErrorCode> {
  constructor(code: ClaimsErrorCode, detail?: string) {
    super(code, detail === undefined ? CLAIMS_ERRORS[code] : { ...CLAIMS_ERRORS[code], detail });
  }
}
