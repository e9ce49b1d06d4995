import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { insertEventFixture, insertVenueFixture } from './catalogue-fixtures.js';
import type { TestConfig } from './test-app.js';

/** How many impressions a client address may post a minute under IMPRESSIONS_LIMITED. */
export const TEST_IMPRESSIONS_LIMIT = 5;

/** An app behind a trusted proxy (X-Forwarded-For names the client) whose impressions limit is five a minute per client address. */
export const IMPRESSIONS_LIMITED: TestConfig = { trustProxy: true, metrics: { impressionsRateLimit: TEST_IMPRESSIONS_LIMIT, impressionsRateWindowSeconds: 60 } };

/** One event at one venue, whose impressions the limited app counts. */
export async function insertLimitNight(app: NestFastifyApplication): Promise<number> {
  const venueId = await insertVenueFixture(app, { name: 'Limit Hall' });
  return insertEventFixture(app, { venue_id: venueId, name: 'Limit Night' });
}
