import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ClientAllowance } from './client-allowance.js';

/** The impressions allowance of each client address: a batch takes one point per item it counts (IMPRESSIONS_RATE_LIMIT). */
@Injectable()
export class ImpressionsRateLimit extends ClientAllowance {
  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    const { impressionsRateLimit, impressionsRateWindowSeconds } = config.metrics;
    super(dataSource, { keyPrefix: 'impressions', points: impressionsRateLimit, duration: impressionsRateWindowSeconds });
  }
}
