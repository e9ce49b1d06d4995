import { authEndpoints } from '@events/contracts/auth';
import type { AccountRole } from '@events/contracts/roles';
import request from 'supertest';
import { type RoleAccountInput, RoleAccountsService } from '../modules/producers/role-accounts.service.js';
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

/** A role kept as a flag of the users table (a producer is a user managing a venue: see `manages`). */
export type StoredRole = 'editor' | 'zeditor' | 'staff' | 'superuser';

const ROLE_FLAGS: Readonly<Record<StoredRole, string>> = { editor: 'is_editor', zeditor: 'is_zeditor', staff: 'is_staff', superuser: 'is_superuser' };

/** What an account is given after registering, the way roles are stored. */
export type AccountSetUp = {
  /** The users table's role flags set on it (a superuser with staff rights holds both). */
  readonly roles?: readonly StoredRole[];
  /** Venues it manages (rows of venue_managers), which makes it a producer. */
  readonly manages?: readonly number[];
  /** Whether it is the billing contact of the venues it manages (default: not). */
  readonly billingContact?: boolean;
};

/** Sets role flags of registered accounts (the users table's flags). */
export async function grantRoles(t: Pick<TestApp, 'db'>, userIds: readonly number[], roles: readonly StoredRole[]): Promise<void> {
  if (roles.length === 0) return;
  const flags = roles.map((role) => `${ROLE_FLAGS[role]} = true`).join(', ');
  await t.db.query(`UPDATE users SET ${flags} WHERE id = ANY ($1)`, [userIds]);
}

/** Makes a user a manager of venues (a producer), as a verified claim or the staff tools do. */
export async function manageVenues(t: Pick<TestApp, 'db'>, userId: number, venueIds: readonly number[], billingContact = false): Promise<void> {
  for (const venueId of venueIds) {
    await t.db.query('INSERT INTO venue_managers (user_id, venue_id, is_billing_contact) VALUES ($1, $2, $3)', [userId, venueId, billingContact]);
  }
}

/**
 * Registers a user through the API and logs it in, as a visitor would (registration sets no session), and keeps its
 * session as a bearer token and as cookies; then gives it the roles and venues asked for.
 */
export async function registerTestAccount(t: Pick<TestApp, 'server' | 'db'>, email: string, setUp: AccountSetUp = {}): Promise<TestAccount> {
  await request(t.server).post(authEndpoints.register.path).send({ email, password1: TEST_PASSWORD, password2: TEST_PASSWORD }).expect(201);
  const login = await logInTestAccount(t, email);
  // Read from the table rather than the user context, whose module a test app of a few modules may not have.
  const rows = await t.db.query<{ id: number }[]>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  const id = (rows[0] as { id: number }).id;
  await grantRoles(t, [id], setUp.roles ?? []);
  await manageVenues(t, id, setUp.manages ?? [], setUp.billingContact);
  return { id, auth: bearerOf(login), browser: browserSessionOf(login) };
}

/** A registered superuser (with staff rights), signed in: every role's tools are open to it. */
export function registerSuperuserAccount(t: Pick<TestApp, 'server' | 'db'>, email: string): Promise<TestAccount> {
  return registerTestAccount(t, email, { roles: ['superuser', 'staff'] });
}

/** Inserts an address-book entry of a user straight into the table; returns its id. */
export async function insertAddressFixture(
  t: Pick<TestApp, 'db'>,
  userId: number,
  fields: { address_name: string; lat: number; lon: number; street?: string; city?: string; state?: string; postal_code?: string },
): Promise<number> {
  const rows = await t.db.query<{ id: number }[]>(
    `INSERT INTO search_addresses (user_id, address_name, street, city, state, postal_code, lat, lon)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [userId, fields.address_name, fields.street ?? '', fields.city ?? 'Pittsfield', fields.state ?? 'MA', fields.postal_code ?? '', fields.lat, fields.lon],
  );
  return (rows[0] as { id: number }).id;
}

/** An account made with a role, signed in: its id and the access token an API client sends as a bearer. */
export type RoleSession = { readonly id: number; readonly key: string };

/**
 * Creates an account with a role as the user:create command does (the producers module's RoleAccountsService: a
 * producer gets a venue of its own) with the test password, and logs it in.
 */
export async function signInWithRole(
  t: Pick<TestApp, 'app' | 'server'>,
  email: string,
  role: AccountRole,
  details: Pick<RoleAccountInput, 'firstName'> = {},
): Promise<RoleSession> {
  const made = await t.app.get(RoleAccountsService, { strict: false }).createWithRole({ email, role, password: TEST_PASSWORD, ...details });
  const login = await logInTestAccount(t, email);
  return { id: made.user.id, key: (login.body as { key: string }).key };
}
