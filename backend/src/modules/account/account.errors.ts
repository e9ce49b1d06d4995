import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

/**
 * social_account_not_found: the account has no link to that provider (DELETE /account/social/{provider}/);
 * language_not_found: the language control named a language the site does not speak.
 */
export type AccountErrorCode = 'social_account_not_found' | 'language_not_found';

const ACCOUNT_ERRORS: Record<AccountErrorCode, ErrorDefinition> = {
  social_account_not_found: NOT_FOUND,
  language_not_found: NOT_FOUND,
};

export class AccountError extends moduleErrorOf(ACCOUNT_ERRORS) {}
