import { defaultConfig } from '../config/app-config.js';
import { insertEventFixture, insertVenueFixture, startTestApp, type TestApp } from './test-app.js';

/** How many impressions a client address may post a minute on the app below. */
export const TEST_IMPRESSIONS_LIMIT = 5;

/**
 * An app behind a trusted proxy (X-Forwarded-For names the client) whose impressions limit is five a minute per
 * client address, with one event at one venue to count.
 */
export async function startImpressionsLimitedApp(): Promise<{ readonly t: TestApp; readonly eventId: number }> {
  const t = await startTestApp({ trustProxy: true, metrics: { ...defaultConfig().metrics, impressionsRateLimit: TEST_IMPRESSIONS_LIMIT, impressionsRateWindowSeconds: 60 } });
  const venueId = await insertVenueFixture(t.app, { name: 'Limit Hall' });
  return { t, eventId: await insertEventFixture(t.app, { venue_id: venueId, name: 'Limit Night' }) };
}
