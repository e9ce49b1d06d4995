import type { INestApplication } from '@nestjs/common';
import { localDateOf } from '@events/domain/local-time';
import { Clock } from '../common/clock/clock.js';
import { REGION_TIME_ZONE } from '../common/region/region-time.js';

/**
 * Today in the region by the product's clock: tests date their fixtures from it, so they hold at whatever
 * instant CLOCK_AT starts the app.
 */
export function regionToday(app: INestApplication): string {
  return localDateOf(app.get(Clock).now(), REGION_TIME_ZONE);
}
