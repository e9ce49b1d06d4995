import { Controller, Header, HttpStatus, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type Health, healthEndpoints } from '@events/contracts/health';
import { Route } from '../../common/auth/route.decorator.js';
import { RETRY_AFTER_SECONDS } from '../../common/errors/api-exception.filter.js';
import { HealthService } from './health.service.js';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database answers, 503 with Retry-After otherwise (as every answer during an outage). */
  @Route(healthEndpoints.check)
  @Header('Cache-Control', 'no-store')
  async check(@Res({ passthrough: true }) res: FastifyReply): Promise<Health> {
    const health = await this.health.check();
    if (health.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE).header('Retry-After', String(RETRY_AFTER_SECONDS));
    return health;
  }
}
