/**
 * Account roles (spec public-discovery section 6, producer-and-account section 1), defined once for the
 * backend's access checks, the endpoint contracts, the remote registry and the browser's session.
 * `user` is any signed-in account; a superuser holds every role.
 */
export const ROLES = ['user', 'producer', 'editor', 'zeditor', 'staff', 'superuser'] as const;
export type Role = (typeof ROLES)[number];

/** The role flags an account carries (user context, session user). */
export type RoleFlags = {
  readonly isProducer: boolean;
  readonly isEditor: boolean;
  readonly isZeditor: boolean;
  readonly isStaff: boolean;
  readonly isSuperuser: boolean;
};

/** The roles an account holds: every account is a `user`; the others follow its flags. */
export function rolesOf(flags: RoleFlags | null): Role[] {
  if (!flags) return [];
  const roles: Role[] = ['user'];
  if (flags.isProducer) roles.push('producer');
  if (flags.isEditor) roles.push('editor');
  if (flags.isZeditor) roles.push('zeditor');
  if (flags.isStaff) roles.push('staff');
  if (flags.isSuperuser) roles.push('superuser');
  return roles;
}

/** True when the account holds one of the roles; a superuser holds every role. */
export function holdsAnyRole(flags: RoleFlags | null, roles: readonly Role[]): boolean {
  if (!flags) return false;
  if (flags.isSuperuser) return true;
  const held = rolesOf(flags);
  return roles.some((role) => held.includes(role));
}

/** The kinds of account `user:create` and the demo seed make (a producer also needs its venues). */
export const ACCOUNT_ROLES = ['user', 'producer', 'editor', 'superuser'] as const satisfies readonly Role[];
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
