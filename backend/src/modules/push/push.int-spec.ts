import { Logger } from '@nestjs/common';
import request from 'supertest';
import { VALIDATION } from '@events/contracts/messages';
import { MAX_PUSH_DEVICES, PUSH_MESSAGES, pushDeviceListSchema, pushDeviceSchema, pushEndpoints, vapidPublicKeySchema } from '@events/contracts/push';
import { pathOf } from '@events/contracts/endpoint';
import { saveSearch } from '../../testing/producer-fixtures.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { newBrowserSubscription } from '../../testing/web-push-receiver.js';
import { AuthModule } from '../auth/auth.module.js';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module.js';
import { PushModule } from './push.module.js';

const DEVICES = pushEndpoints.listDevices.path;
const device = (id: number) => pathOf(pushEndpoints.removeDevice, { id });
const deviceSearch = (id: number, searchId: number) => pathOf(pushEndpoints.addDeviceSearch, { id, search_id: searchId });

/** A subscription body as a browser sends it, to a public push service. */
function subscriptionBody(endpoint: string, label = 'Firefox on Linux'): { endpoint: string; keys: { p256dh: string; auth: string }; label: string } {
  const { keys } = newBrowserSubscription(endpoint);
  return { endpoint, keys, label };
}

describe('push devices (real PostgreSQL, PUSH_ALLOW_LOCAL_ENDPOINTS off)', () => {
  const t = useTestApp({ modules: [PushModule, SavedSearchesModule, AuthModule] });
  let ann: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    ann = await registerTestAccount(t, 'ann.push@example.org');
    bob = await registerTestAccount(t, 'bob.push@example.org');
  });

  const register = async (account: TestAccount, body: object, status = 201) => request(t.server).post(DEVICES).set(account.auth).send(body).expect(status);
  const devicesOf = async (account: TestAccount) => pushDeviceListSchema.parse((await request(t.server).get(DEVICES).set(account.auth).expect(200)).body).results;

  it('gives anyone the VAPID public key, the same from a second instance on the same data folder', async () => {
    const res = await request(t.server).get(pushEndpoints.vapidPublicKey.path).expect(200);
    const { publicKey } = vapidPublicKeySchema.parse(res.body);
    const point = Buffer.from(publicKey, 'base64url');
    expect([point.length, point[0]]).toEqual([65, 0x04]);
    const second = await t.startInstance();
    try {
      const again = await request(second.getHttpServer()).get(pushEndpoints.vapidPublicKey.path).expect(200);
      expect(vapidPublicKeySchema.parse(again.body).publicKey).toBe(publicKey);
    } finally {
      await second.close();
    }
  });

  it('keeps the devices to signed-in users', async () => {
    await request(t.server).get(DEVICES).expect(403);
    await request(t.server).post(DEVICES).send(subscriptionBody('https://push.example.net/anon')).expect(403);
  });

  it('registers a subscription, updates its keys when registered again, and moves it to another user without its searches', async () => {
    const first = subscriptionBody('https://push.example.net/send/ann-laptop', '  Chrome on Linux  ');
    const created = pushDeviceSchema.parse((await register(ann, first)).body);
    expect(created).toMatchObject({ label: 'Chrome on Linux', endpoint: first.endpoint, lastSuccess: null, savedSearchIds: [] });

    const search = await saveSearch(t, ann, { search_name: 'Jazz', keyword: 'Jazz' });
    await request(t.server).put(deviceSearch(created.id, search.id)).set(ann.auth).expect(204);
    // Turning it on twice is the same as once.
    await request(t.server).put(deviceSearch(created.id, search.id)).set(ann.auth).expect(204);
    expect((await devicesOf(ann)).find((d) => d.id === created.id)?.savedSearchIds).toEqual([search.id]);

    const renewed = subscriptionBody(first.endpoint, 'Chrome');
    const again = pushDeviceSchema.parse((await register(ann, renewed)).body);
    expect(again).toMatchObject({ id: created.id, label: 'Chrome', savedSearchIds: [search.id] });
    const [stored] = await t.db.query<{ p256dh: string; auth: string }[]>('SELECT p256dh, auth FROM push_devices WHERE id = $1', [created.id]);
    expect(stored).toEqual(renewed.keys);

    // Bob signs in on the same browser profile: the device becomes his, and Ann's search no longer pushes to it.
    const moved = pushDeviceSchema.parse((await register(bob, subscriptionBody(first.endpoint, 'Shared laptop'))).body);
    expect(moved).toMatchObject({ id: created.id, savedSearchIds: [] });
    expect((await devicesOf(ann)).map((d) => d.id)).not.toContain(created.id);
    expect((await devicesOf(bob)).map((d) => d.id)).toContain(created.id);
  });

  it("answers 404 for another user's device or search and leaves them as they were", async () => {
    const annDevice = pushDeviceSchema.parse((await register(ann, subscriptionBody('https://push.example.net/send/ann-phone'))).body);
    const bobDevice = pushDeviceSchema.parse((await register(bob, subscriptionBody('https://push.example.net/send/bob-phone'))).body);
    const annSearch = await saveSearch(t, ann, { search_name: 'Folk', keyword: 'Folk' });
    const bobSearch = await saveSearch(t, bob, { search_name: 'Blues', keyword: 'Blues' });
    await request(t.server).put(deviceSearch(annDevice.id, annSearch.id)).set(ann.auth).expect(204);

    await request(t.server).delete(device(annDevice.id)).set(bob.auth).expect(404);
    await request(t.server).delete(device(99_999_999)).set(bob.auth).expect(404);
    // Bob's search on Ann's device, Ann's search on Bob's device, Bob's own search on Ann's device: all 404.
    for (const [deviceId, searchId] of [
      [annDevice.id, annSearch.id],
      [annDevice.id, bobSearch.id],
      [bobDevice.id, annSearch.id],
    ] as const) {
      await request(t.server).put(deviceSearch(deviceId, searchId)).set(bob.auth).expect(404);
      await request(t.server).delete(deviceSearch(deviceId, searchId)).set(bob.auth).expect(404);
    }
    await request(t.server).put(deviceSearch(annDevice.id, bobSearch.id)).set(ann.auth).expect(404);
    expect((await devicesOf(ann)).find((d) => d.id === annDevice.id)?.savedSearchIds).toEqual([annSearch.id]);
    expect((await devicesOf(bob)).find((d) => d.id === bobDevice.id)?.savedSearchIds).toEqual([]);

    await request(t.server).delete(deviceSearch(annDevice.id, annSearch.id)).set(ann.auth).expect(204);
    expect((await devicesOf(ann)).find((d) => d.id === annDevice.id)?.savedSearchIds).toEqual([]);
    await request(t.server).delete(device(annDevice.id)).set(ann.auth).expect(204);
    await request(t.server).delete(device(annDevice.id)).set(ann.auth).expect(404);
    await request(t.server).delete(device(0)).set(ann.auth).expect(400);
  });

  it('refuses bad keys and endpoints with field messages', async () => {
    const good = subscriptionBody('https://push.example.net/send/checks');
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const cases: [object, Record<string, string[]>][] = [
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, { 'keys.p256dh': [PUSH_MESSAGES.p256dh] }],
      [{ ...good, keys: { ...good.keys, p256dh: offCurve } }, { 'keys.p256dh': [PUSH_MESSAGES.p256dh] }],
      [{ ...good, keys: { ...good.keys, auth: 'not base64url!' } }, { 'keys.auth': [PUSH_MESSAGES.auth] }],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(32).toString('base64url') } }, { 'keys.auth': [PUSH_MESSAGES.auth] }],
      [{ endpoint: good.endpoint }, { keys: [VALIDATION.required] }],
      [{ ...good, endpoint: 'not a url' }, { endpoint: [PUSH_MESSAGES.endpointUrl] }],
      [{ ...good, endpoint: 'ftp://push.example.net/x' }, { endpoint: [PUSH_MESSAGES.endpointUrl] }],
      [{ ...good, endpoint: `https://push.example.net/${'x'.repeat(2048)}` }, { endpoint: [VALIDATION.maxLength(2048)] }],
      [{ ...good, label: 'x'.repeat(101) }, { label: [VALIDATION.maxLength(100)] }],
      [{ ...good, endpoint: 'http://push.example.net/plain' }, { endpoint: [PUSH_MESSAGES.endpointHttps] }],
    ];
    for (const [body, errors] of cases) {
      expect([body, (await register(ann, body, 400)).body]).toEqual([body, errors]);
    }
  });

  it('refuses endpoints on loopback, private and link-local hosts (the switch is off)', async () => {
    for (const endpoint of [
      'https://localhost/push',
      'https://push.localhost:8443/push',
      'https://127.0.0.1/push',
      'https://2130706433/push',
      'https://10.1.2.3/push',
      'https://172.20.0.5/push',
      'https://192.168.1.10/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://[fe80::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://0.0.0.0/push',
    ]) {
      const res = await register(ann, subscriptionBody(endpoint), 400);
      expect([endpoint, res.body]).toEqual([endpoint, { endpoint: [PUSH_MESSAGES.endpointPrivate] }]);
    }
    const [count] = await t.db.query<{ n: number }[]>("SELECT count(*)::int AS n FROM push_devices WHERE endpoint LIKE '%/push' OR endpoint LIKE '%meta-data/'");
    expect(count?.n).toBe(0);
  });

  it(`keeps a user to ${MAX_PUSH_DEVICES} devices`, async () => {
    const cy = await registerTestAccount(t, 'cy.push@example.org');
    for (let n = 1; n <= MAX_PUSH_DEVICES; n++) await register(cy, subscriptionBody(`https://push.example.net/send/cy-${n}`));
    const res = await register(cy, subscriptionBody('https://push.example.net/send/cy-extra'), 400);
    expect(res.body).toEqual({ nonFieldErrors: [PUSH_MESSAGES.tooMany] });
    // Registering one of its own endpoints again is an update, not another device.
    await register(cy, subscriptionBody('https://push.example.net/send/cy-1'));
    expect(await devicesOf(cy)).toHaveLength(MAX_PUSH_DEVICES);
  });
});
