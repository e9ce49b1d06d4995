import { authEndpoints } from '@events/contracts/auth';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { TestApp } from './test-app.js';

/** A password the registration policy accepts. */
export const TEST_PASSWORD = 'Tangled-Orchard-91';

/** The headers of a browser signed in by its session cookie: the cookies, and the CSRF token its writes echo. */
export type BrowserSession = { readonly Cookie: string; readonly 'X-CSRFToken': string };

/**
 * A registered user: id, and its sign-in two ways: the `Authorization: Bearer` header of an API client, and the
 * session cookie plus CSRF header of a browser.
 */
export type TestAccount = { readonly id: number; readonly auth: { readonly Authorization: string }; readonly browser: BrowserSession };

/** The value of the last Set-Cookie line for `name` (a later line replaces an earlier one, as in a browser). */
function setCookieValue(lines: readonly string[], name: string): string {
  return lines.filter((line) => line.startsWith(`${name}=`)).at(-1)?.split(';')[0]?.slice(name.length + 1) ?? '';
}

/** A browser session from the answer that signed it in (its access and csrftoken cookies). */
export function browserSessionOf(res: request.Response): BrowserSession {
  const lines = ([] as string[]).concat((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []);
  const csrf = setCookieValue(lines, 'csrftoken');
  return { Cookie: `access_token=${setCookieValue(lines, 'access_token')}; csrftoken=${csrf}`, 'X-CSRFToken': csrf };
}

/** Logs an account in with the test password: the answer carries the bearer token and the session cookies. */
export function logInTestAccount(t: Pick<TestApp, 'server'>, email: string): Promise<request.Response> {
  return request(t.server).post(authEndpoints.login.path).type('form').send({ username: email, password: TEST_PASSWORD }).expect(200);
}

/** The `Authorization` header of a login's answer. */
export function bearerOf(login: request.Response): { readonly Authorization: string } {
  return { Authorization: `Bearer ${String((login.body as { key: string }).key)}` };
}

/**
 * Registers a user through the API and logs it in, as a visitor would (registration sets no session), and keeps its
 * session as a bearer token and as cookies.
 */
export async function registerTestAccount(t: Pick<TestApp, 'server'>, email: string): Promise<TestAccount> {
  await request(t.server).post(authEndpoints.register.path).send({ email, password1: TEST_PASSWORD, password2: TEST_PASSWORD }).expect(201);
  const login = await logInTestAccount(t, email);
  const auth = bearerOf(login);
  const context = await request(t.server).get(authEndpoints.userData.path).set(auth).expect(200);
  return { id: context.body.id as number, auth, browser: browserSessionOf(login) };
}
/** Inserts an address-book entry of a user straight into the table; returns its id. */
/** A registered superuser (with staff rights), signed in: every role's tools are open to it. */
export async function registerSuperuserAccount(t: Pick<TestApp, 'server' | 'app'>, email: string): Promise<TestAccount> {
  const account = await registerTestAccount(t, email);
  await t.app.get(DataSource).query('UPDATE users SET is_superuser = true, is_staff = true WHERE id = $1', [account.id]);
  return account;
}

export async function insertAddressFixture(
  t: TestApp,
  userId: number,
  fields: { address_name: string; lat: number; lon: number; street?: string; city?: string; state?: string; postal_code?: string },
): Promise<number> {
  const rows = await t.app.get(DataSource).query<{ id: number }[]>(
    `INSERT INTO search_addresses (user_id, address_name, street, city, state, postal_code, lat, lon)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [userId, fields.address_name, fields.street ?? '', fields.city ?? 'Pittsfield', fields.state ?? 'MA', fields.postal_code ?? '', fields.lat, fields.lon],
  );
  return (rows[0] as { id: number }).id;
}
