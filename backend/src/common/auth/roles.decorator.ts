import { SetMetadata } from '@nestjs/common';

/** Account roles of the spec (public discovery section 6, producer and account tools). */
export const ROLES = ['user', 'producer', 'editor', 'zeditor', 'staff', 'superuser'] as const;
export type Role = (typeof ROLES)[number];

export const ROLES_KEY = 'access:roles';

/**
 * Requires a signed-in user holding one of the roles (`user` = any signed-in account).
 * Every route carries either this or @Public(); a test fails on a route with neither.
 */
export const Roles = (...roles: [Role, ...Role[]]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);
