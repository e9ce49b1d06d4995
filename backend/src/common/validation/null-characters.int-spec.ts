import { accountEndpoints } from '@events/contracts/account';
import { addressesEndpoints } from '@events/contracts/addresses';
import { adsEndpoints } from '@events/contracts/ads';
import { authEndpoints } from '@events/contracts/auth';
import { eventTypesEndpoints } from '@events/contracts/event-types';
import { eventsEndpoints } from '@events/contracts/events';
import { VALIDATION } from '@events/contracts/messages';
import { savedSearchesEndpoints } from '@events/contracts/saved-searches';
import { venuesEndpoints } from '@events/contracts/venues';
import request from 'supertest';
import { registerTestAccount, type TestAccount, TEST_PASSWORD } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';

const NUL = 'a\u0000b';
const refused = (field: string) => ({ [field]: [VALIDATION.nullCharacters] });

/** Issue 12 item 3: text PostgreSQL cannot store was a 500 on 20 endpoints; it is a 400 on its field. */
describe('text with U+0000 or an unpaired surrogate is a 400 field error, not a 500', () => {
  const t = useTestApp({ config: { auth: { rateLimit: 1000 } } });
  let user: TestAccount;

  beforeAll(async () => {
    user = await registerTestAccount(t, 'nul@example.com');
  });

  it('refuses it in anonymous sign-in and registration', async () => {
    const login = await request(t.server).post(authEndpoints.login.path).type('form').send({ username: NUL, password: TEST_PASSWORD }).expect(400);
    expect(login.body).toEqual(refused('username'));
    const register = await request(t.server)
      .post(authEndpoints.register.path)
      .send({ username: NUL, email: 'x@example.com', password1: TEST_PASSWORD, password2: TEST_PASSWORD })
      .expect(400);
    expect(register.body).toEqual(refused('username'));
  });

  it.each([
    ['events live search', eventsEndpoints.liveSearch.path, 'q'],
    ['venues live search', venuesEndpoints.liveSearch.path, 'q'],
    ['event types', eventTypesEndpoints.list.path, 'search'],
    ['search ads', adsEndpoints.search.path, 'keyword'],
  ])('refuses it in the query of %s', async (_name, path, field) => {
    const res = await request(t.server).get(`${path}?${field}=a%00b`).expect(400);
    expect(res.body).toEqual(refused(field));
  });

  it('refuses it in addresses, saved searches and account names, and stores nothing', async () => {
    const address = { address_name: NUL, city: 'Pittsfield', state: 'MA', country: 'US', lat: 42.45, lon: -73.25 };
    expect((await request(t.server).post(addressesEndpoints.create.path).set(user.auth).send(address).expect(400)).body).toEqual(refused('address_name'));
    const search = { search_name: 'Weekend', keyword: NUL };
    expect((await request(t.server).post(savedSearchesEndpoints.create.path).set(user.auth).send(search).expect(400)).body).toEqual(refused('keyword'));
    expect((await request(t.server).patch(accountEndpoints.update.path).set(user.auth).send({ first_name: NUL }).expect(400)).body).toEqual(refused('first_name'));
    expect(await t.db.query('SELECT count(*)::int AS n FROM search_addresses')).toEqual([{ n: 0 }]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM saved_searches')).toEqual([{ n: 0 }]);
  });

  it('refuses an unpaired surrogate sent as a JSON escape', async () => {
    const res = await request(t.server).patch(accountEndpoints.update.path).set(user.auth).type('json').send('{"last_name": "x\\ud800"}').expect(400);
    expect(res.body).toEqual(refused('last_name'));
  });
});
