import { Controller, Get, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { RemoteRegistry } from '@events/contracts/frontend';
import { Public } from '../../common/auth/public.decorator.js';
import { FrontendService } from './frontend.service.js';
import { requestOrigin } from './remote-url.js';

@Controller('events/api/v1/frontend')
export class FrontendController {
  constructor(private readonly frontend: FrontendService) {}

  /** The remotes this visitor's shell should register (name -> mf-manifest.json URL). */
  @Get('remotes')
  @Public()
  @Header('Cache-Control', 'no-cache')
  remotes(@Req() req: Request): RemoteRegistry {
    return this.frontend.registryFor(null, requestOrigin(req));
  }
}
