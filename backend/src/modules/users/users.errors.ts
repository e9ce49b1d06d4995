import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type UsersErrorCode = 'user_not_found';

const USERS_ERRORS: Record<UsersErrorCode, ErrorDefinition> = {
  user_not_found: { status: 404, detail: ERRORS.notFound },
};

export class UsersError extends moduleErrorOf(USERS_ERRORS) {}
