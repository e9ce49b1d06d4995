import type { UserContext } from '@events/contracts/auth';

/**
 * What registration answers with: the new user's context (GET /events/userdata/'s body). The account module builds
 * it and provides it under this token; auth looks it up when a registration needs it, so auth does not import the
 * account module, which imports auth (account -> auth -> users).
 */
export const USER_CONTEXT_READER = 'USER_CONTEXT_READER';

export type UserContextReader = {
  contextFor(userId: number): Promise<UserContext>;
};
