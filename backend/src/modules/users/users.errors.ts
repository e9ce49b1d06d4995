import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, ModuleError } from '../../common/errors/module-error.js';

/** social_account_not_found: the account has no link to that provider (DELETE /account/social/{provider}/). */
export type UsersErrorCode = 'user_not_found' | 'social_account_not_found';

const USERS_ERRORS: Record<UsersErrorCode, ErrorDefinition> = {
  user_not_found: { status: 404, detail: ERRORS.notFound },
  social_account_not_found: { status: 404, detail: ERRORS.notFound },
};

export class UsersError extends ModuleError<UsersErrorCode> {
  constructor(code: UsersErrorCode) {
    super(code, USERS_ERRORS[code]);
  }
}
