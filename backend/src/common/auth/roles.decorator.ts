import { SetMetadata } from '@nestjs/common';
import type { Role } from '@events/contracts/roles';

export const ROLES_KEY = 'access:roles';

/**
 * Requires a signed-in user holding one of the roles (`user` = any signed-in account; the roles are those of
 * @events/contracts/roles). Endpoints get it from their access through @Route(); every route carries either
 * this or @Public(), and a test fails on a route with neither.
 */
export const Roles = (...roles: [Role, ...Role[]]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);
