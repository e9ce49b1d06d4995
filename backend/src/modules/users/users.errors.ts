import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type UsersErrorCode = 'user_not_found';

const USERS_ERRORS: Record<UsersErrorCode, ErrorDefinition> = {
  user_not_found: NOT_FOUND,
};

export class UsersError extends moduleErrorOf(USERS_ERRORS) {}
