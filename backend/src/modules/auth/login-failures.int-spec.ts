import request from 'supertest';
import { AUTH_MESSAGES, authEndpoints } from '@events/contracts/auth';
import { registerTestAccount, TEST_PASSWORD } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from './auth.module.js';
import { backoffSeconds } from './login-failures.service.js';

const LOGIN = authEndpoints.login.path;
const WRONG = 'Wrong-Guess-4417';

/** Issue 12 item 6: guesses spread over many addresses are bounded per account, with a backoff that ends. */
describe('per-account login failure limit with backoff (rate-limiter-flexible on PostgreSQL)', () => {
  const t = useTestApp({ modules: [AuthModule], config: { trustProxy: true, auth: { rateLimit: 1000, accountFailureLimit: 3, accountBlockSeconds: 1, accountBlockMaxSeconds: 2 } } });
  let address = 0;

  /** A login from an address never used before (TRUST_PROXY believes X-Forwarded-For), so the per-address limit never counts. */
  const login = (username: string, password: string) =>
    request(t.server)
      .post(LOGIN)
      .type('form')
      .set('X-Forwarded-For', `198.51.100.${(address += 1) % 250}`)
      .send({ username, password });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
  });

  it('blocks the account after the limit of failures from fresh addresses, then lets the right password in', async () => {
    await registerTestAccount(t, 'guessed@example.org');
    for (let i = 0; i < 3; i++) expect((await login('guessed@example.org', WRONG)).body).toEqual({ nonFieldErrors: [AUTH_MESSAGES.badCredentials] });
    const blocked = await login('guessed@example.org', TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: AUTH_MESSAGES.throttled, code: 'throttled' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(String(blocked.headers['set-cookie'] ?? '')).not.toMatch(/access_token=[^;]/);
    // The username and the e-mail name the same account: they share its count.
    expect((await login('GUESSED@example.org ', TEST_PASSWORD)).status).toBe(429);

    await sleep(1100);
    expect((await login('guessed@example.org', TEST_PASSWORD)).status).toBe(200);
  });

  it('doubles the block each time within the day, up to the cap, and a success starts afresh', async () => {
    await registerTestAccount(t, 'hammered@example.org');
    for (let i = 0; i < 3; i++) await login('hammered@example.org', WRONG);
    expect((await login('hammered@example.org', WRONG)).status).toBe(429);
    await sleep(1100);
    for (let i = 0; i < 3; i++) expect((await login('hammered@example.org', WRONG)).status).toBe(400);
    const second = await login('hammered@example.org', TEST_PASSWORD);
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(2);
    await sleep(2100);
    expect((await login('hammered@example.org', TEST_PASSWORD)).status).toBe(200);
    // The success forgot the failures: two more wrong guesses and the right password still work.
    for (let i = 0; i < 2; i++) expect((await login('hammered@example.org', WRONG)).status).toBe(400);
    expect((await login('hammered@example.org', TEST_PASSWORD)).status).toBe(200);
  });

  it('counts failed logins only, and unknown logins alike (no hint whether an account exists)', async () => {
    await registerTestAccount(t, 'regular@example.org');
    for (let i = 0; i < 6; i++) expect((await login('regular@example.org', TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login('nobody@example.org', WRONG)).status).toBe(400);
    expect((await login('nobody@example.org', WRONG)).status).toBe(429);
  });

  it('computes the backoff: the first block, doubled per block, capped', () => {
    const auth = { accountBlockSeconds: 60, accountBlockMaxSeconds: 3600 };
    expect([1, 2, 3, 6, 7, 50].map((n) => backoffSeconds(n, auth))).toEqual([60, 120, 240, 1920, 3600, 3600]);
  });
});
