import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Health } from '@events/contracts/health';
import { Public } from '../../common/auth/public.decorator.js';
import { HealthService } from './health.service.js';

@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database answers, 503 otherwise. */
  @Get()
  @Header('Cache-Control', 'no-store')
  async check(@Res({ passthrough: true }) res: FastifyReply): Promise<Health> {
    const health = await this.health.check();
    if (health.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return health;
  }
}
