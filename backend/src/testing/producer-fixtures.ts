import { type SavedSearch, savedSearchesEndpoints, savedSearchSchema } from '@events/contracts/saved-searches';
import request from 'supertest';
import { BillingService } from '../modules/billing/billing.service.js';
import { insertVenueFixture } from './catalogue-fixtures.js';
import { manageVenues, type TestAccount } from './test-accounts.js';
import type { TestApp } from './test-app.js';

/** Saves a search as the account, through the API (answered 201): what a widget or a digest is made from. */
export async function saveSearch(t: Pick<TestApp, 'server'>, account: Pick<TestAccount, 'auth'>, body: Readonly<Record<string, unknown>>): Promise<SavedSearch> {
  const res = await request(t.server).post(savedSearchesEndpoints.create.path).set(account.auth).send(body).expect(201);
  return savedSearchSchema.parse(res.body);
}

/**
 * Makes an account a producer, as calendar widgets require: the manager of a new venue, on the demo subscription
 * unless `subscribed` is false. Returns the venue's id.
 */
export async function makeProducer(t: Pick<TestApp, 'app' | 'db'>, account: Pick<TestAccount, 'id'>, venueName: string, subscribed = true): Promise<number> {
  const venue = await insertVenueFixture(t.app, { name: venueName });
  await manageVenues(t, account.id, [venue]);
  if (subscribed) await t.app.get(BillingService).startDemoSubscription(account.id);
  return venue;
}
