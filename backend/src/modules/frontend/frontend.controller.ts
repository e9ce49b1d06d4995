import { Controller, Get, Header, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RemoteRegistry } from '@events/contracts/frontend';
import { type AuthUser, rolesOf } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import { FrontendService } from './frontend.service.js';
import { requestOrigin } from './remote-url.js';

@Controller('events/api/v1/frontend')
export class FrontendController {
  constructor(private readonly frontend: FrontendService) {}

  /** The remotes this visitor's shell should register (name -> mf-manifest.json URL), filtered by role. */
  @Get('remotes')
  @Public()
  @Header('Cache-Control', 'no-cache')
  @Header('Vary', 'Cookie, Authorization')
  remotes(@Req() req: FastifyRequest, @CurrentUser() user: AuthUser | null): RemoteRegistry {
    return this.frontend.registryFor(user ? { roles: rolesOf(user) } : null, requestOrigin(req));
  }
}
