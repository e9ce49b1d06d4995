import { Controller, Header, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { frontendEndpoints, type RemoteRegistry } from '@events/contracts/frontend';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { rolesOf } from '@events/contracts/roles';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { FrontendService } from './frontend.service.js';
import { requestOrigin } from '../../common/http/request-origin.js';

@Controller()
export class FrontendController {
  constructor(private readonly frontend: FrontendService) {}

  /** The remotes this visitor's shell should register (name -> mf-manifest.json URL), filtered by role. */
  @Route(frontendEndpoints.remotes)
  @Header('Cache-Control', 'private, no-store')
  @Header('Vary', 'Cookie, Authorization')
  remotes(@Req() req: FastifyRequest, @CurrentUser() user: AuthUser | null): RemoteRegistry {
    return this.frontend.registryFor(user ? { roles: rolesOf(user) } : null, requestOrigin(req));
  }
}
