import { Inject, Injectable } from '@nestjs/common';
import type { Health } from '@events/contracts/health';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { HealthRepository } from './health.repository.js';

export const DATABASE_PING_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly repository: HealthRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<Health> {
    const up = await this.repository.databaseAnswers(DATABASE_PING_TIMEOUT_MS);
    return { status: up ? 'ok' : 'error', database: up ? 'up' : 'down', version: this.config.version, now: this.clock.now().toISOString() };
  }
}
