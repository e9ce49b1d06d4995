import type { SessionStatus } from '@events/api-client/session-store';
import { holdsAnyRole, type Role, type RoleFlags } from '@events/contracts/roles';

/** What a guarded screen shows: a spinner, a retry, the sign-in prompt, a refusal, or the screen itself. */
export type RoleGate = 'loading' | 'unavailable' | 'anonymous' | 'forbidden' | 'allowed';

/**
 * The decision behind RequireRole, from the shared session: a signed-in account passes when it holds one of
 * `roles` (a superuser holds every role; `user` is any signed-in account).
 */
export function roleGate(status: SessionStatus, user: RoleFlags | null, roles: readonly Role[]): RoleGate {
  if (status === 'loading') return 'loading';
  if (status === 'unavailable') return 'unavailable';
  if (status === 'anonymous' || !user) return 'anonymous';
  return holdsAnyRole(user, roles) ? 'allowed' : 'forbidden';
}
