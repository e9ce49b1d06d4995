import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JwtService } from '@nestjs/jwt';
import request, { type Response } from 'supertest';
import { authEndpoints, AUTH_MESSAGES, registeredSchema, userContextSchema } from '@events/contracts/auth';
import { newUserContext } from '@events/contracts/testing/user-context';
import { confirmationTokenFor, outboxMailsTo } from '../../testing/mail-outbox.js';
import { type TestApp, useTestApp } from '../../testing/test-app.js';
import { AuthModule } from './auth.module.js';
import { RATE_LIMITS_TABLE } from '../../database/postgres-rate-limiter.js';
import { createAuthRateLimiter } from './rate-limit.guard.js';
import { SESSION_JWT } from './sessions.service.js';

type Server = TestApp['server'];
type Cookie = { value: string; path: string };

/** A browser for supertest: keeps cookies (honouring their path), echoes the csrftoken cookie on writes. */
class Browser {
  readonly cookies = new Map<string, Cookie>();

  constructor(private readonly server: Server) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  private header(url: string): string {
    const pathname = url.split('?')[0] ?? url;
    return [...this.cookies]
      .filter(([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  remember(res: Response): Response {
    const lines = res.headers['set-cookie'] as unknown as string[] | undefined;
    for (const line of lines ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = decodeURIComponent(pair.slice(at + 1));
      const cookiePath = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path: cookiePath });
    }
    return res;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.remember(await request(this.server).get(url).set({ Cookie: this.header(url), ...headers }));
  }

  async post(url: string, body?: object, options: { csrf?: boolean; form?: boolean; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { Cookie: this.header(url), ...options.headers };
    const csrf = this.cookie('csrftoken');
    if (options.csrf !== false && csrf) headers['X-CSRFToken'] = csrf;
    let call = request(this.server).post(url).set(headers);
    if (options.form) call = call.type('form');
    return this.remember(await (body === undefined ? call : call.send(body)));
  }
}

/** The text body of an .eml written by nodemailer (quoted-printable decoded). */
function mailText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The names of the cookies an answer sets (the first answer to a browser sets its anonymous csrftoken). */
const cookieNames = (res: Response): string[] => ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).map((line) => line.split('=')[0] ?? '');

const REGISTER = '/events/api/v1/auth/register/';
const LOGIN = '/events/api/v1/auth/login/';
const REFRESH = '/events/api/v1/auth/token/refresh/';
const LOGOUT = '/events/api/v1/auth/logout/';
const RESET = '/events/api/v1/auth/password_reset/';
const RESET_CONFIRM = '/events/api/v1/auth/password_reset/confirm/';
const USERDATA = '/events/userdata/';
const PASSWORD = 'Tangled-Orchard-91';

describe('accounts: registration, login, sessions, password reset (real PostgreSQL)', () => {
  // The front end serves the shell page a GET of /auth/logout/ answers with.
  // The whole app: the user context it reads is the account module's, built on this one, and the shell page the front end's.
  const t = useTestApp({ config: { publicUrl: 'http://localhost:3000', auth: { rateLimit: 1000 } } });

  beforeAll(async () => {
  });

  async function register(email: string, password = PASSWORD): Promise<Browser> {
    const browser = new Browser(t.server);
    expect((await browser.post(REGISTER, { username: email, email, password1: password, password2: password })).status).toBe(201);
    expect((await browser.post(LOGIN, { username: email, password }, { form: true })).status).toBe(200);
    return browser;
  }

  describe('register', () => {
    it('creates the account and mails its confirmation link (201, no session); the login then signs it in', async () => {
      const browser = new Browser(t.server);
      const res = await browser.post(REGISTER, { username: 'Reg@Example.org', email: 'Reg@Example.org', password1: PASSWORD, password2: PASSWORD });
      expect(res.status).toBe(201);
      expect(registeredSchema.parse(res.body)).toEqual({ detail: AUTH_MESSAGES.registered, email: 'Reg@Example.org' });
      expect(cookieNames(res)).toEqual(['csrftoken']);
      expect((await browser.get(USERDATA)).status).toBe(403);
      // The mailer writes the domain in lower case.
      expect(await confirmationTokenFor(t.outboxDir, 'Reg@example.org')).toBeDefined();

      const login = await browser.post(LOGIN, { username: 'Reg@Example.org', password: PASSWORD }, { form: true });
      expect(login.status).toBe(200);
      const me = await browser.get(USERDATA);
      expect(me.status).toBe(200);
      const context = userContextSchema.parse(me.body);
      // Made in the request's language (issue 31): none said reads English.
      expect(context).toEqual(newUserContext({ id: context.id, username: 'Reg@Example.org', email: 'Reg@Example.org', language: 'en' }));
      const rows = await t.db.query<{ password_hash: string; email_confirmed: boolean }[]>(
        `SELECT password_hash, email_confirmed_at IS NOT NULL AS email_confirmed FROM users WHERE id = $1`,
        [context.id],
      );
      expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]?.password_hash).not.toContain(PASSWORD);
      expect(rows[0]?.email_confirmed).toBe(false);
    });

    it('answers missing fields, a bad e-mail and mismatched passwords with a field map', async () => {
      const browser = new Browser(t.server);
      expect((await browser.post(REGISTER, {})).body).toEqual({
        email: ['This field is required.'],
        password1: ['This field is required.'],
        password2: ['This field is required.'],
      });
      expect((await browser.post(REGISTER, { email: 'not-an-email', password1: PASSWORD, password2: PASSWORD })).body).toEqual({
        email: [AUTH_MESSAGES.emailInvalid],
      });
      const mismatch = await browser.post(REGISTER, { email: 'mm@example.org', password1: PASSWORD, password2: `${PASSWORD}x` });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toEqual({ password2: [AUTH_MESSAGES.passwordMismatch] });
    });

    it('answers a known address (any case) as a free one, changes nothing and mails its owner instead (turn 2 #7)', async () => {
      await register('dup@example.org');
      const free = await new Browser(t.server).post(REGISTER, { email: 'free.address@example.org', password1: PASSWORD, password2: PASSWORD });
      const taken = await new Browser(t.server).post(REGISTER, { email: 'DUP@example.ORG', password1: 'Mallory-Chooses-This-7', password2: 'Mallory-Chooses-This-7' });
      expect([taken.status, Object.keys(taken.body), taken.body.detail]).toEqual([free.status, Object.keys(free.body), free.body.detail]);
      expect(taken.body.email).toBe('DUP@example.ORG');
      expect(cookieNames(taken)).toEqual(cookieNames(free));

      const owners = await t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM users WHERE lower(email) = 'dup@example.org'`);
      expect(owners[0]?.n).toBe(1);
      const [notice, ...more] = (await outboxMailsTo(t.outboxDir, 'dup@example.org')).filter((mail) => mail.includes('You already have an account'));
      expect(more).toHaveLength(0);
      expect(notice).toContain('http://localhost:3000/auth/login/');
      expect(notice).not.toMatch(/confirm_email/);
      expect((await new Browser(t.server).post(LOGIN, { username: 'dup@example.org', password: 'Mallory-Chooses-This-7' }, { form: true })).status).toBe(400);
      expect((await new Browser(t.server).post(LOGIN, { username: 'dup@example.org', password: PASSWORD }, { form: true })).status).toBe(200);
    });

    it('gives a known address only the objections a free one would get', async () => {
      await register('dup2@example.org');
      for (const email of ['dup2@example.org', 'free.address2@example.org']) {
        const res = await new Browser(t.server).post(REGISTER, { email, password1: 'password1', password2: 'password1' });
        expect([res.status, res.body]).toEqual([400, { password1: [AUTH_MESSAGES.passwordTooCommon] }]);
      }
    });

    it('refuses short, common, all-numeric and e-mail-like passwords with every message that applies', async () => {
      const attempt = async (password: string) =>
        (await new Browser(t.server).post(REGISTER, { email: 'weak.person@example.org', password1: password, password2: password })).body;
      expect(await attempt('Xq7#kd2')).toEqual({ password1: [AUTH_MESSAGES.passwordTooShort(8)] });
      expect(await attempt('password1')).toEqual({ password1: [AUTH_MESSAGES.passwordTooCommon] });
      expect(await attempt('8302948571')).toEqual({ password1: [AUTH_MESSAGES.passwordNumeric] });
      expect(await attempt('12345678')).toEqual({ password1: [AUTH_MESSAGES.passwordTooCommon, AUTH_MESSAGES.passwordNumeric] });
      expect(await attempt('weak.person99')).toEqual({ password1: [AUTH_MESSAGES.passwordSimilar] });
      const count = await t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM users WHERE email = 'weak.person@example.org'`);
      expect(count[0]?.n).toBe(0);
    });

    it('gives a taken username (another account whose username is this e-mail) a free variant', async () => {
      await t.db.query(`INSERT INTO users (username, email) VALUES ('taken@example.org', 'other-owner@example.org')`);
      const res = await new Browser(t.server).post(REGISTER, { username: 'taken@example.org', email: 'taken@example.org', password1: PASSWORD, password2: PASSWORD });
      expect(res.status).toBe(201);
      const rows = await t.db.query<{ username: string }[]>(`SELECT username FROM users WHERE email = 'taken@example.org'`);
      expect(rows[0]?.username).toBe('taken@example.org-2');
    });
  });

  describe('login', () => {
    beforeAll(async () => {
      await register('login.user@example.org');
    });

    it('accepts form data with the e-mail (any case) or the username, and JSON; answers {key} and sets the cookies', async () => {
      const byForm = new Browser(t.server);
      const res = await byForm.post(LOGIN, { username: 'LOGIN.USER@example.org', password: PASSWORD }, { form: true });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['key']);
      expect(res.body.key).toBe(byForm.cookie('access_token'));
      expect(byForm.cookie('refresh_token')).toBeDefined();
      expect((await byForm.get(USERDATA)).body.email).toBe('login.user@example.org');

      const byJson = await new Browser(t.server).post(LOGIN, { username: 'login.user@example.org', password: PASSWORD });
      expect(byJson.status).toBe(200);
      const lastLogin = await t.db.query<{ last_login: Date | null }[]>(`SELECT last_login FROM users WHERE email = 'login.user@example.org'`);
      expect(lastLogin[0]?.last_login).not.toBeNull();
    });

    it('answers a wrong password, an unknown account and missing fields with 400, setting no session', async () => {
      const browser = new Browser(t.server);
      const wrong = await browser.post(LOGIN, { username: 'login.user@example.org', password: 'Wrong-Password-1' }, { form: true });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ nonFieldErrors: [AUTH_MESSAGES.badCredentials] });
      expect(browser.cookie('access_token')).toBeUndefined();
      const unknown = await browser.post(LOGIN, { username: 'nobody@example.org', password: PASSWORD }, { form: true });
      expect(unknown.body).toEqual({ nonFieldErrors: [AUTH_MESSAGES.badCredentials] });
      expect((await browser.post(LOGIN, {}, { form: true })).body).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
      expect((await browser.post(LOGIN)).status).toBe(400);
    });

    it('refuses an inactive account', async () => {
      await register('inactive@example.org');
      await t.db.query(`UPDATE users SET is_active = false WHERE email = 'inactive@example.org'`);
      const res = await new Browser(t.server).post(LOGIN, { username: 'inactive@example.org', password: PASSWORD }, { form: true });
      expect(res.body).toEqual({ nonFieldErrors: [AUTH_MESSAGES.badCredentials] });
    });
  });

  describe('user data and bearer tokens', () => {
    it('answers 403 {detail} to an anonymous visitor', async () => {
      const res = await request(t.server).get(USERDATA).expect(403);
      expect(res.body.detail).toBe(AUTH_MESSAGES.notAuthenticated);
      await request(t.server).get('/events/userdata').expect(403);
    });

    it('accepts Authorization: Bearer <key> and gives each user only their own data', async () => {
      const ann = await register('ann@example.org');
      const bob = await register('bob@example.org');
      const annKey = ann.cookie('access_token') ?? '';
      const bobKey = bob.cookie('access_token') ?? '';
      const annData = await request(t.server).get(USERDATA).set('Authorization', `Bearer ${annKey}`).expect(200);
      const bobData = await request(t.server).get(USERDATA).set('Authorization', `Bearer ${bobKey}`).expect(200);
      expect(annData.body.email).toBe('ann@example.org');
      expect(bobData.body.email).toBe('bob@example.org');
      expect(annData.body.id).not.toBe(bobData.body.id);
      expect(annData.headers['cache-control']).toBe('private, no-store');
    });

    it('answers 401 token_not_valid to a forged, expired or foreign token (the client refreshes)', async () => {
      const ann = await register('ann2@example.org');
      const key = ann.cookie('access_token') ?? '';
      const tampered = `${key.slice(0, -2)}${key.endsWith('A') ? 'B' : 'A'}A`;
      for (const token of [tampered, 'not.a.jwt', 'garbage']) {
        const res = await request(t.server).get(USERDATA).set('Authorization', `Bearer ${token}`).expect(401);
        expect(res.body).toEqual({ detail: AUTH_MESSAGES.tokenNotValid, code: 'token_not_valid' });
      }
      const jwt = t.app.get<JwtService>(SESSION_JWT);
      const { sub, fam } = jwt.decode<{ sub: string; fam: string }>(key);
      const expired = jwt.sign({ sub, fam, typ: 'access' }, { expiresIn: -10 });
      await request(t.server).get(USERDATA).set('Cookie', `access_token=${expired}`).expect(401);
      const otherKey = jwt.sign({ sub, fam, typ: 'access' }, { secret: 'another-secret-another-secret-another-secret' });
      await request(t.server).get(USERDATA).set('Authorization', `Bearer ${otherKey}`).expect(401);
      // On a public route a stale token only means "anonymous".
      await request(t.server).get('/events/api/v1/auth/providers').set('Cookie', `access_token=${expired}`).expect(200);
    });
  });

  describe('CSRF', () => {
    it('gives every browser a readable csrftoken cookie on its first response', async () => {
      const res = await request(t.server).get('/health');
      const line = (res.headers['set-cookie'] as unknown as string[]).find((l) => l.startsWith('csrftoken='));
      expect(line).toBeDefined();
      expect(line).not.toMatch(/HttpOnly/i);
      const again = await request(t.server).get('/health').set('Cookie', 'csrftoken=abc');
      expect(again.headers['set-cookie']).toBeUndefined();
      // A bearer client (no cookie jar, never asked for the token) gets none.
      const bearer = await request(t.server).get('/health').set('Authorization', 'Bearer not-checked-on-health');
      expect(bearer.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a cookie-authenticated write without the header or with a wrong one, and accepts the right one', async () => {
      const browser = await register('csrf@example.org');
      const missing = await browser.post(LOGOUT, undefined, { csrf: false });
      expect(missing.status).toBe(403);
      expect(missing.body.detail).toBe(AUTH_MESSAGES.csrfFailed);
      const wrong = await browser.post(LOGOUT, undefined, { csrf: false, headers: { 'X-CSRFToken': 'wrong' } });
      expect(wrong.status).toBe(403);
      expect((await browser.get(USERDATA)).status).toBe(200);
      expect((await browser.post(LOGOUT)).status).toBe(200);
    });

    it('binds the token to the sign-in: a planted cookie echoed in the header or form is refused, and the next answer repairs it (turn-2 #14)', async () => {
      const browser = await register('csrf.bound@example.org');
      const own = browser.cookie('csrftoken') ?? '';
      expect(own).not.toBe('');
      // Someone on a sibling subdomain tosses their own csrftoken cookie into the victim's jar, then posts with it.
      browser.cookies.set('csrftoken', { value: 'planted-by-attacker', path: '/' });
      const planted = await browser.post(LOGOUT);
      expect(planted.status).toBe(403);
      expect(planted.body.detail).toBe(AUTH_MESSAGES.csrfFailed);
      expect((await browser.post(LOGOUT, { csrfmiddlewaretoken: 'planted-by-attacker' }, { form: true, csrf: false })).status).toBe(403);
      // The signed-in browser's next read puts its sign-in's token back.
      expect((await browser.get(USERDATA)).status).toBe(200);
      expect(browser.cookie('csrftoken')).toBe(own);
      // Another sign-in of the same account has a token of its own: one sign-in's token never passes for another.
      const other = new Browser(t.server);
      expect((await other.post(LOGIN, { username: 'csrf.bound@example.org', password: PASSWORD }, { form: true })).status).toBe(200);
      expect(other.cookie('csrftoken')).not.toBe(own);
      expect((await other.post(LOGOUT, undefined, { csrf: false, headers: { 'X-CSRFToken': own } })).status).toBe(403);
      // Refresh keeps the sign-in's token; logout swaps it for a fresh anonymous one.
      expect((await browser.post(REFRESH)).status).toBe(200);
      expect(browser.cookie('csrftoken')).toBe(own);
      expect((await browser.post(LOGOUT)).status).toBe(200);
      expect(browser.cookie('csrftoken')).toBeDefined();
      expect(browser.cookie('csrftoken')).not.toBe(own);
    });

    it('refuses a refresh echoing a planted token', async () => {
      const browser = await register('csrf.refresh@example.org');
      browser.cookies.set('csrftoken', { value: 'planted', path: '/' });
      expect((await browser.post(REFRESH)).status).toBe(403);
    });

    it('does not ask bearer-authenticated or anonymous writes for it', async () => {
      const browser = await register('csrf2@example.org');
      const key = browser.cookie('access_token') ?? '';
      await request(t.server).post(LOGOUT).set('Authorization', `Bearer ${key}`).expect(200);
      await request(t.server).post(LOGIN).type('form').send({ username: 'csrf2@example.org', password: PASSWORD }).expect(200);
    });
  });

  describe('login CSRF: sign-in calls only from this site\'s pages (issue 12 item 5)', () => {
    const EVIL = 'https://evil.example';
    const csrfRefused = (res: Response): void => {
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(AUTH_MESSAGES.csrfFailed);
      expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/access_token=[^;]/);
    };

    it('refuses a cross-site form post to login, register and password reset (Origin, else Referer)', async () => {
      await register('csrf.login@example.org');
      const form = { username: 'csrf.login@example.org', password: PASSWORD };
      csrfRefused(await request(t.server).post(LOGIN).type('form').set('Origin', EVIL).send(form));
      csrfRefused(await request(t.server).post(LOGIN).type('form').set('Origin', 'null').send(form));
      csrfRefused(await request(t.server).post(LOGIN).type('form').set('Referer', `${EVIL}/page`).send(form));
      csrfRefused(await request(t.server).post(LOGIN).type('form').set('Origin', 'http://localhost.evil.example:3000').send(form));
      const account = { username: 'csrf.new@example.org', email: 'csrf.new@example.org', password1: PASSWORD, password2: PASSWORD };
      csrfRefused(await request(t.server).post(REGISTER).set('Origin', EVIL).send(account));
      expect(await t.db.query(`SELECT id FROM users WHERE email = 'csrf.new@example.org'`)).toEqual([]);
      csrfRefused(await request(t.server).post(RESET).set('Origin', EVIL).send({ email: 'csrf.login@example.org' }));
      csrfRefused(await request(t.server).post(RESET_CONFIRM).set('Origin', EVIL).send({ token: 'x', new_password1: PASSWORD, new_password2: PASSWORD }));
    });

    it('takes them from the site itself, PUBLIC_URL and an ALLOWED_HOSTS host', async () => {
      const form = { username: 'csrf.login@example.org', password: PASSWORD };
      await request(t.server).post(LOGIN).type('form').set('Host', 'localhost:4310').set('Origin', 'http://localhost:4310').send(form).expect(200);
      await request(t.server).post(LOGIN).type('form').set('Origin', 'http://localhost:3000').send(form).expect(200);
      await request(t.server).post(LOGIN).type('form').set('Referer', 'http://127.0.0.1:4200/auth/login/').send(form).expect(200);
    });

    it('without Origin or Referer: an API client without cookies passes; a cookie jar must echo the CSRF token', async () => {
      const form = { username: 'csrf.login@example.org', password: PASSWORD };
      await request(t.server).post(LOGIN).type('form').send(form).expect(200);
      csrfRefused(await request(t.server).post(LOGIN).type('form').set('Cookie', 'csrftoken=abc').send(form));
      await request(t.server).post(LOGIN).type('form').set('Cookie', 'csrftoken=abc').set('X-CSRFToken', 'abc').send(form).expect(200);
      await request(t.server).post(LOGIN).type('form').set('Cookie', 'csrftoken=abc').send({ ...form, csrfmiddlewaretoken: 'abc' }).expect(200);
    });
  });

  describe('refresh tokens', () => {
    it('rotates: a new access token and refresh token, the old refresh token used', async () => {
      const browser = await register('rotate@example.org');
      const firstRefresh = browser.cookie('refresh_token');
      const res = await browser.post(REFRESH);
      expect(res.status).toBe(200);
      expect(res.body.key).toBe(browser.cookie('access_token'));
      expect(browser.cookie('refresh_token')).not.toBe(firstRefresh);
      expect((await browser.get(USERDATA)).body.email).toBe('rotate@example.org');
      const rows = await t.db.query<{ used: number; live: number }[]>(
        `SELECT count(*) FILTER (WHERE used_at IS NOT NULL)::int AS used, count(*) FILTER (WHERE used_at IS NULL)::int AS live
           FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = 'rotate@example.org'`,
      );
      expect(rows[0]).toEqual({ used: 1, live: 1 });
    });

    it('revokes the whole family when a used refresh token comes back', async () => {
      const victim = await register('replay@example.org');
      const stolen = victim.cookie('refresh_token') ?? '';
      expect((await victim.post(REFRESH)).status).toBe(200);
      const attacker = new Browser(t.server);
      attacker.cookies.set('refresh_token', { value: stolen, path: '/events/api/v1/auth/token/refresh' });
      // The thief holds the victim's cookies, its CSRF token among them.
      attacker.cookies.set('csrftoken', { value: victim.cookie('csrftoken') ?? '', path: '/' });
      const replay = await attacker.post(REFRESH);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ detail: AUTH_MESSAGES.refreshInvalid, code: 'refresh_invalid' });
      // The legitimate holder's newer token is revoked too, and so are the family's access tokens.
      expect((await victim.post(REFRESH)).status).toBe(401);
      expect((await request(t.server).get(USERDATA).set('Authorization', `Bearer ${victim.cookie('access_token') ?? 'gone'}`)).status).toBe(401);
    });

    it('answers 401 without a refresh cookie or with an expired one, and 403 without the CSRF header', async () => {
      const browser = await register('refresh.bad@example.org');
      expect((await browser.post(REFRESH, undefined, { csrf: false })).status).toBe(403);
      await t.db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = 'refresh.bad@example.org')`);
      expect((await browser.post(REFRESH)).status).toBe(401);
      const anonymous = new Browser(t.server);
      anonymous.cookies.set('csrftoken', { value: 'x', path: '/' });
      expect((await anonymous.post(REFRESH)).status).toBe(401);
    });
  });

  describe('logout', () => {
    it('POST clears the cookies and ends the sign-in for its access and refresh tokens', async () => {
      const browser = await register('bye@example.org');
      const key = browser.cookie('access_token') ?? '';
      const refresh = browser.cookie('refresh_token') ?? '';
      const csrf = browser.cookie('csrftoken') ?? '';
      const res = await browser.post(LOGOUT);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ detail: AUTH_MESSAGES.loggedOut });
      expect(browser.cookie('access_token')).toBeUndefined();
      expect(browser.cookie('refresh_token')).toBeUndefined();
      await request(t.server).get(USERDATA).set('Authorization', `Bearer ${key}`).expect(401);
      // Even echoing the sign-in's own CSRF token: the refresh token is revoked.
      await request(t.server).post(REFRESH).set('Cookie', `refresh_token=${refresh}; csrftoken=${csrf}`).set('X-CSRFToken', csrf).expect(401);
    });

    it('GET /auth/logout/ only shows the shell\'s confirmation screen: it neither signs out nor redirects', async () => {
      const browser = await register('bye2@example.org');
      // Issue 12 item 1: these answered 302 to //evil.com; the redirect is gone and `next` is the screen's to check.
      for (const next of ['%2F.%2F%2Fevil.com', '/..//evil.com', '/a/..//evil.com/x', '/events/%3Fdate_start%3D2026-01-01']) {
        const res = await browser.get(`/auth/logout/?next=${next}`, { Accept: 'text/html' });
        expect(res.status).toBe(200);
        expect(res.headers['location']).toBeUndefined();
        expect(res.text).toContain('<div id="root">');
      }
      expect(browser.cookie('access_token')).toBeDefined();
      expect((await browser.get(USERDATA)).status).toBe(200);
      // A link (or an image) pointing there cannot sign anyone out; the POST with the CSRF header does.
      expect((await browser.post(LOGOUT)).status).toBe(200);
      expect((await browser.get(USERDATA)).status).toBe(403);
    });

    it('signs out with an expired access cookie too (its sign-in is revoked)', async () => {
      const browser = await register('bye3@example.org');
      const jwt = t.app.get<JwtService>(SESSION_JWT);
      const { sub, fam } = jwt.decode<{ sub: string; fam: string }>(browser.cookie('access_token') ?? '');
      browser.cookies.set('access_token', { value: jwt.sign({ sub, fam, typ: 'access' }, { expiresIn: -5 }), path: '/' });
      expect((await browser.post(LOGOUT)).status).toBe(200);
      expect((await browser.post(REFRESH)).status).toBe(401);
    });
  });

  describe('password reset', () => {
    async function outbox(): Promise<string[]> {
      return (await readdir(t.outboxDir)).sort();
    }

    async function resetLinkFor(email: string): Promise<string> {
      const before = await outbox();
      const res = await request(t.server).post(RESET).send({ email }).expect(200);
      expect(res.body).toEqual({ detail: AUTH_MESSAGES.resetSent });
      const added = (await outbox()).filter((f) => !before.includes(f));
      expect(added).toHaveLength(1);
      const raw = await readFile(path.join(t.outboxDir, added[0] ?? ''), 'utf8');
      expect(raw).toContain(`To: ${email}`);
      const link = /http:\/\/localhost:3000\/account\/password_reset\/confirm\/\?token=[A-Za-z0-9_%-]+/.exec(mailText(raw))?.[0];
      expect(link).toBeDefined();
      return link ?? '';
    }

    const tokenOf = (link: string): string => decodeURIComponent(new URL(link).searchParams.get('token') ?? '');

    it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
      const before = await outbox();
      const res = await request(t.server).post(RESET).send({ email: 'nobody-here@example.org' }).expect(200);
      expect(res.body).toEqual({ detail: AUTH_MESSAGES.resetSent });
      expect(await outbox()).toEqual(before);
      expect((await request(t.server).post(RESET).send({ email: 'nope' }).expect(400)).body).toEqual({ email: [AUTH_MESSAGES.emailInvalid] });
    });

    it('mails a single-use link that sets a new password and signs the account out everywhere', async () => {
      const browser = await register('forgetful@example.org');
      const link = await resetLinkFor('forgetful@example.org');
      const token = tokenOf(link);

      const bad = await request(t.server).post(RESET_CONFIRM).send({ token: 'wrong', new_password1: 'Brand-New-Secret-7', new_password2: 'Brand-New-Secret-7' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ token: [AUTH_MESSAGES.resetLinkInvalid] });
      const mismatch = await request(t.server).post(RESET_CONFIRM).send({ token, new_password1: 'Brand-New-Secret-7', new_password2: 'Brand-New-Secret-8' });
      expect(mismatch.body).toEqual({ new_password2: [AUTH_MESSAGES.passwordMismatch] });
      const weak = await request(t.server).post(RESET_CONFIRM).send({ token, new_password1: 'forgetful1', new_password2: 'forgetful1' });
      expect(weak.body).toEqual({ new_password1: [AUTH_MESSAGES.passwordSimilar] });
      expect((await request(t.server).post(RESET_CONFIRM).send({})).body).toEqual({
        token: ['This field is required.'],
        new_password1: ['This field is required.'],
        new_password2: ['This field is required.'],
      });

      const done = await request(t.server).post(RESET_CONFIRM).send({ token, new_password1: 'Brand-New-Secret-7', new_password2: 'Brand-New-Secret-7' });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ detail: AUTH_MESSAGES.resetDone });

      const reused = await request(t.server).post(RESET_CONFIRM).send({ token, new_password1: 'Another-New-One-8', new_password2: 'Another-New-One-8' });
      expect(reused.body).toEqual({ token: [AUTH_MESSAGES.resetLinkInvalid] });
      await request(t.server).post(LOGIN).type('form').send({ username: 'forgetful@example.org', password: PASSWORD }).expect(400);
      await request(t.server).post(LOGIN).type('form').send({ username: 'forgetful@example.org', password: 'Brand-New-Secret-7' }).expect(200);
      expect((await browser.get(USERDATA)).status).toBe(401);
      expect((await browser.post(REFRESH)).status).toBe(401);
      // The link reached the mailbox, so the address counts as proven.
      expect(await t.db.query(`SELECT email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE email = 'forgetful@example.org'`)).toEqual([{ confirmed: true }]);
    });

    it('refuses an expired link, and an older link once a newer one was used', async () => {
      await register('expiring@example.org');
      const old = tokenOf(await resetLinkFor('expiring@example.org'));
      const newer = tokenOf(await resetLinkFor('expiring@example.org'));
      await t.db.query(
        `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'
          WHERE user_id = (SELECT id FROM users WHERE email = 'expiring@example.org') AND created = (SELECT min(created) FROM password_reset_tokens t2 WHERE t2.user_id = password_reset_tokens.user_id)`,
      );
      const body = { new_password1: 'Brand-New-Secret-7', new_password2: 'Brand-New-Secret-7' };
      expect((await request(t.server).post(RESET_CONFIRM).send({ token: old, ...body })).body).toEqual({ token: [AUTH_MESSAGES.resetLinkInvalid] });
      const third = tokenOf(await resetLinkFor('expiring@example.org'));
      await request(t.server).post(RESET_CONFIRM).send({ token: newer, ...body }).expect(200);
      expect((await request(t.server).post(RESET_CONFIRM).send({ token: third, ...body })).body).toEqual({ token: [AUTH_MESSAGES.resetLinkInvalid] });
    });
  });

  describe('e-mail confirmation (issue 25 N1)', () => {
    const CONFIRM = authEndpoints.confirmEmail.path;
    const confirmed = async (email: string) =>
      (await t.db.query<{ confirmed: boolean }[]>('SELECT email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE email = $1', [email]))[0]?.confirmed;

    it('registration mails a single-use link; opening it, signed in or not, confirms the address', async () => {
      const browser = await register('newcomer@example.org');
      expect(await confirmed('newcomer@example.org')).toBe(false);
      const [mail, ...more] = await outboxMailsTo(t.outboxDir, 'newcomer@example.org');
      expect(more).toEqual([]);
      expect(mail).toContain('Subject: Confirm your e-mail address');
      expect(mail).toContain('http://localhost:3000/account/confirm_email/?token=');
      const token = await confirmationTokenFor(t.outboxDir, 'newcomer@example.org');
      const res = await request(t.server).post(CONFIRM).send({ token }).expect(200);
      expect(res.body).toEqual({ detail: AUTH_MESSAGES.emailConfirmed, email: 'newcomer@example.org' });
      expect(await confirmed('newcomer@example.org')).toBe(true);
      expect((await request(t.server).post(CONFIRM).send({ token }).expect(400)).body).toEqual({ token: [AUTH_MESSAGES.confirmationLinkInvalid] });
      // The account was usable all along: still signed in.
      expect((await browser.get(USERDATA)).status).toBe(200);
    });

    it('refuses an unknown, missing or expired link with a field message', async () => {
      await register('late.reader@example.org');
      expect((await request(t.server).post(CONFIRM).send({ token: 'made-up' }).expect(400)).body).toEqual({ token: [AUTH_MESSAGES.confirmationLinkInvalid] });
      expect((await request(t.server).post(CONFIRM).send({}).expect(400)).body).toEqual({ token: ['This field is required.'] });
      await t.db.query(`UPDATE email_confirmations SET expires_at = created - interval '1 second' WHERE email = 'late.reader@example.org'`);
      const token = await confirmationTokenFor(t.outboxDir, 'late.reader@example.org');
      expect((await request(t.server).post(CONFIRM).send({ token }).expect(400)).body).toEqual({ token: [AUTH_MESSAGES.confirmationLinkInvalid] });
      expect(await confirmed('late.reader@example.org')).toBe(false);
    });
  });

  it('lists no social provider when none is configured', async () => {
    await request(t.server).get('/events/api/v1/auth/providers').expect(200, { providers: [] });
    await request(t.server).get('/auth/google/login/').expect(404, { detail: 'Not found.', code: 'provider_not_found' });
  });
});

describe('rate limits on login, register and password reset (rate-limiter-flexible, counters in PostgreSQL)', () => {
  const t = useTestApp({ modules: [AuthModule], config: { auth: { rateLimit: 3, rateWindowSeconds: 60 } } });

  it('answers 429 {detail} after the limit, per route and client, with Retry-After', async () => {
    const login = () => request(t.server).post(LOGIN).type('form').send({ username: 'x@example.org', password: 'whatever-123' });
    const first = await login();
    expect(first.status).toBe(400);
    expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '2', 'x-ratelimit-reset': '60' });
    for (let i = 0; i < 2; i++) expect((await login()).status).toBe(400);
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: AUTH_MESSAGES.throttled, code: 'throttled' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Other routes have their own counters.
    const reset = () => request(t.server).post(RESET).send({ email: 'x@example.org' });
    for (let i = 0; i < 3; i++) expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await request(t.server).post(REGISTER).send({})).status).toBe(400);
    expect((await request(t.server).post(REGISTER).send({})).status).toBe(429);

    // One counter per route and address; the failed logins also have their per-account counter (login_fail).
    const counters = await t.db.query<{ prefix: string; n: number }[]>(
      `SELECT split_part(key, ':', 1) AS prefix, count(*)::int AS n FROM ${RATE_LIMITS_TABLE} GROUP BY 1 ORDER BY 1`,
    );
    expect(counters).toEqual([
      { prefix: 'auth', n: 3 },
      { prefix: 'login_fail', n: 1 },
    ]);
  });

  it('starts counting again once the window has passed', async () => {
    await t.db.query(`UPDATE ${RATE_LIMITS_TABLE} SET expire = $1`, [Date.now() - 1000]);
    expect((await request(t.server).post(LOGIN).type('form').send({ username: 'x@example.org', password: 'whatever-123' })).status).toBe(400);
  });

  it('counts the same hits from every instance: nothing is kept in process memory', async () => {
    const auth = { ...t.config.auth, rateLimit: 2, rateWindowSeconds: 60 };
    const first = createAuthRateLimiter(t.db, auth);
    const second = createAuthRateLimiter(t.db, auth);
    await first.consume('shared-client');
    await second.consume('shared-client');
    await expect(first.consume('shared-client')).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(second.consume('shared-client')).rejects.toMatchObject({ remainingPoints: 0 });
  });
});
