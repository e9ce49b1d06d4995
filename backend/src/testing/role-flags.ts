import type { RoleFlags } from '@events/contracts/roles';

/** For tests: the role flags of a plain signed-in user, who holds no role; spread it and set the roles a test needs. */
export const NO_ROLES: RoleFlags = { isProducer: false, isEditor: false, isZeditor: false, isStaff: false, isSuperuser: false };
