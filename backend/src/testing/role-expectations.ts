import type { Endpoint } from '@events/contracts/endpoint';
import { holdsAnyRole, type RoleFlags } from '@events/contracts/roles';

/** What the matrix knows of a caller: its roles, and whose ids it puts into the path when they are not its own. */
export type Caller = { readonly flags: RoleFlags | null; readonly aimsAt?: 'user' | 'producer' };

/** Whether the endpoint's declared access lets the caller in. */
export function isAllowed(endpoint: Pick<Endpoint, 'access'>, flags: RoleFlags | null): boolean {
  return endpoint.access.kind === 'public' || holdsAnyRole(flags, endpoint.access.roles);
}

/**
 * Whether the call is one where the caller reaches for another account's object: a path id of a signed-in endpoint.
 * A user's objects (address, saved search) are private everywhere; a producer's venue is public, so aiming at it
 * counts only on endpoints kept to roles above `user` (the producer's own tools).
 */
export function reachesForOthers(endpoint: Pick<Endpoint, 'access' | 'path'>, caller: Caller): boolean {
  if (!caller.aimsAt || endpoint.access.kind === 'public' || !/\{\w+\}/.test(endpoint.path)) return false;
  return caller.aimsAt === 'user' || !endpoint.access.roles.includes('user');
}

/**
 * The mismatch between an answer and the endpoint's declared access, or undefined when the answer fits:
 * refused callers get 401/403; allowed callers never get 401/403 (a public endpoint may answer the ones it declares,
 * e.g. a refresh without a session), though the handler may answer 400/404 for the input; another account's object
 * is never answered 2xx/3xx; and nothing answers 5xx.
 */
export function accessMismatch(endpoint: Pick<Endpoint, 'access' | 'path' | 'errors'>, caller: Caller, status: number): string | undefined {
  if (status >= 500 || status === 0) return `answered ${status}`;
  const refusal = status === 401 || status === 403;
  if (!isAllowed(endpoint, caller.flags)) return refusal ? undefined : `answered ${status}, expected 401 or 403 (${describeAccess(endpoint)})`;
  if (reachesForOthers(endpoint, caller)) return status < 400 ? `answered ${status} for the ${caller.aimsAt ?? ''}'s object, expected 403 or 404` : undefined;
  if (!refusal) return undefined;
  const declared = endpoint.access.kind === 'public' && endpoint.errors?.[status] !== undefined;
  return declared ? undefined : `answered ${status}, but ${describeAccess(endpoint)} lets it in`;
}

function describeAccess(endpoint: Pick<Endpoint, 'access'>): string {
  return endpoint.access.kind === 'public' ? 'public' : `roles ${endpoint.access.roles.join(', ')}`;
}
