import { analyticsToday } from '@events/contracts/analytics';
import { claimsEndpoints } from '@events/contracts/claims';
import { producerHomeEndpoints, producerHomeSchema } from '@events/contracts/producer-home';
import { widgetsEndpoints } from '@events/contracts/widgets';
import { addDaysToLocalDate } from '@events/domain/local-time';
import request from 'supertest';
import { manageVenues, registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { saveSearch } from '../../testing/producer-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { ClaimsModule } from '../claims/claims.module.js';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module.js';
import { ProducerHomeModule } from './producer-home.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { BillingService } from '../billing/billing.service.js';

const HOME = producerHomeEndpoints.get.path;

/** The producer's home (issue 27): each managed venue with its quota, plan, events to come, the week's views and next step. */
describe('producer home (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [ProducerHomeModule, ClaimsModule, SavedSearchesModule, AuthModule, ...CATALOGUE_MODULES] });
  let pat: TestAccount;
  let bob: TestAccount;
  let today = '';
  const venues = {} as Record<'hill' | 'mill' | 'pier' | 'quarry' | 'elsewhere', number>;

  async function home(account: TestAccount) {
    return producerHomeSchema.parse((await request(t.server).get(HOME).set(account.auth).expect(200)).body);
  }

  async function manage(account: TestAccount, venueId: number, plan: string, status: 'active' | 'canceled'): Promise<void> {
    await manageVenues(t, account.id, [venueId], true);
    await t.app.get(BillingService).setVenueSubscription(venueId, plan, status, account.id);
  }

  async function views(venueId: number, day: string, count: number): Promise<void> {
    await t.db.query('INSERT INTO analytics_venue_daily (venue_id, day, views, visitors, sessions, session_seconds) VALUES ($1, $2, $3, $3, $3, 0)', [
      venueId,
      day,
      count,
    ]);
  }

  beforeAll(async () => {
    today = analyticsToday(t.clock.now());
    const billing = t.app.get(BillingService);
    await billing.setPlan({ code: 'demo', name: 'Demo', activeEventsAllowed: 10 });
    await billing.setPlan({ code: 'single', name: 'Single', activeEventsAllowed: 1 });
    venues.hill = await insertVenueFixture(t.app, { name: 'Hill Hall' });
    venues.mill = await insertVenueFixture(t.app, { name: 'Mill Stage' });
    venues.pier = await insertVenueFixture(t.app, { name: 'Pier Room' });
    venues.quarry = await insertVenueFixture(t.app, { name: 'Quarry Barn' });
    venues.elsewhere = await insertVenueFixture(t.app, { name: 'Elsewhere Club' });
    pat = await registerTestAccount(t, 'pat@example.org');
    bob = await registerTestAccount(t, 'bob@example.org');
    await manage(pat, venues.hill, 'demo', 'active');
    await manage(pat, venues.mill, 'single', 'active');
    await manage(pat, venues.pier, 'demo', 'canceled');
    await manage(bob, venues.elsewhere, 'demo', 'active');
    const soon = [{ frequency: 'once' as const, dtstart: addDaysToLocalDate(today, 3), timeStart: '19:00', timeEnd: '21:00' }];
    const past = [{ frequency: 'once' as const, dtstart: addDaysToLocalDate(today, -3), timeStart: '19:00', timeEnd: '21:00' }];
    await insertEventFixture(t.app, { venue_id: venues.mill, name: 'Mill Jazz', series: soon });
    await insertEventFixture(t.app, { venue_id: venues.hill, name: 'Hill Lecture Gone By', series: past });
    await insertEventFixture(t.app, { venue_id: venues.pier, name: 'Pier Dance', series: soon });
    await views(venues.hill, today, 5);
    await views(venues.hill, addDaysToLocalDate(today, -6), 3);
    await views(venues.hill, addDaysToLocalDate(today, -7), 100);
    await views(venues.elsewhere, today, 40);
  });

  it('answers 403 to an anonymous caller, and empty lists to an account that manages nothing', async () => {
    await request(t.server).get(HOME).expect(403);
    const stranger = await registerTestAccount(t, 'stranger@example.org');
    expect(await home(stranger)).toEqual({ week: { start: addDaysToLocalDate(today, -6), end: today }, venues: [], claimsInReview: [], calendars: [], calendarCount: 0 });
  });

  it('lists each managed venue by name with its quota, plan, events to come, views of the last seven days and next step', async () => {
    const { venues: listed } = await home(pat);
    expect(listed.map((v) => [v.poi.name, v.quota, v.subscription?.planName, v.subscription?.status, v.upcomingEvents, v.viewsThisWeek, v.nextStep])).toEqual([
      // A past event is not to come: the hall has none yet. Views from seven days ago are last week's.
      ['Hill Hall', { used: 0, allowed: 10, canAdd: true }, 'Demo', 'active', 0, 8, 'add-first-event'],
      ['Mill Stage', { used: 1, allowed: 1, canAdd: false }, 'Single', 'active', 1, 0, 'upgrade'],
      ['Pier Room', { used: 1, allowed: 0, canAdd: false }, 'Demo', 'canceled', 1, 0, 'renew'],
    ]);
    expect(listed.every((v) => v.isBillingContact)).toBe(true);
  });

  it('adds the claims still in review and the calendars, and never another account’s', async () => {
    await request(t.server).post(claimsEndpoints.claim.path).set(pat.auth).send({ id: venues.quarry }).expect(201);
    const search = await saveSearch(t, pat, { search_name: 'Jazz nights', keyword: 'jazz' });
    await request(t.server).post(widgetsEndpoints.create.path).set(pat.auth).send({ title: 'Our jazz calendar', search_id: search.id }).expect(201);

    const patsHome = await home(pat);
    expect(patsHome.claimsInReview.map((c) => c.poi?.name)).toEqual(['Quarry Barn']);
    expect(patsHome.calendars.map((c) => c.title)).toEqual(['Our jazz calendar']);
    expect(patsHome.calendarCount).toBe(1);

    const bobsHome = await home(bob);
    expect(bobsHome.venues.map((v) => [v.poi.name, v.viewsThisWeek, v.nextStep])).toEqual([['Elsewhere Club', 40, 'add-first-event']]);
    expect(bobsHome.claimsInReview).toEqual([]);
    expect(bobsHome.calendars).toEqual([]);
  });
});
