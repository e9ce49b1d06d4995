import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import request, { type Response } from 'supertest';
import { type SocialProviderConfig } from '../../config/app-config.js';
import { type LocalOidcProvider, localSubjectFor, startLocalOidcProvider } from '../../../tools/dev/local-oidc-provider.js';
import { AUTH_MESSAGES } from '@events/contracts/auth';
import { openConfirmationLink } from '../../testing/mail-outbox.js';
import { registerTestAccount, TEST_PASSWORD as PASSWORD } from '../../testing/test-accounts.js';
import { type TestApp, useTestApp } from '../../testing/test-app.js';
import { SocialAccountsService } from './social-accounts.service.js';

const APP_ORIGIN = 'http://localhost:3000';

/** Cookies of one browser against the app under test (supertest) and the provider (fetch). */
class Browser {
  private readonly appCookies = new Map<string, string>();
  private readonly providerCookies = new Map<string, string>();

  constructor(private readonly server: TestApp['server']) {}

  appCookie(name: string): string | undefined {
    return this.appCookies.get(name);
  }

  private keep(jar: Map<string, string>, lines: readonly string[] | undefined): void {
    for (const line of lines ?? []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
  }

  private header(jar: Map<string, string>): string {
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A request to the app (a path, or a URL of the app's public origin). */
  async app(method: 'GET' | 'POST', target: string, form?: Record<string, string>): Promise<Response> {
    const url = target.startsWith(APP_ORIGIN) ? target.slice(APP_ORIGIN.length) : target;
    const headers: Record<string, string> = { Cookie: this.header(this.appCookies) };
    const csrf = this.appCookies.get('csrftoken');
    if (method === 'POST' && csrf) headers['X-CSRFToken'] = csrf;
    let call = method === 'GET' ? request(this.server).get(url).set(headers) : request(this.server).post(url).set(headers);
    if (form) call = call.type('form').send(form);
    const res = await call;
    this.keep(this.appCookies, res.headers['set-cookie'] as unknown as string[] | undefined);
    return res;
  }

  async provider(url: string, form?: Record<string, string>): Promise<globalThis.Response> {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: { cookie: this.header(this.providerCookies), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    this.keep(this.providerCookies, res.headers.getSetCookie());
    return res;
  }

  /**
   * Starts a social sign-in at the app, signs in at the provider as `email` (through its form), follows the
   * redirects back to the app's callback; answers the app's final response.
   */
  async signIn(start: string, email: string, issuer: string): Promise<Response> {
    const started = await this.app('GET', start);
    expect(started.status).toBe(302);
    let url = started.headers['location'] as string;
    expect(url.startsWith(issuer)).toBe(true);
    for (let hop = 0; hop < 10 && url.startsWith(issuer); hop++) {
      const res = await this.provider(url);
      if (res.status === 200) {
        const html = await res.text();
        const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
        const posted = await this.provider(new URL(action, issuer).href, { email });
        url = new URL(posted.headers.get('location') ?? '', issuer).href;
        continue;
      }
      url = new URL(res.headers.get('location') ?? '', url).href;
    }
    expect(url.startsWith(`${APP_ORIGIN}/auth/`)).toBe(true);
    return this.app('GET', url);
  }
}

function oidcProvider(issuer: string, clientId: string, clientSecret: string): SocialProviderConfig {
  return { clientId, clientSecret, issuerUrl: issuer, authorizationUrl: undefined, tokenUrl: undefined, userinfoUrl: undefined };
}

/** A plain OAuth 2 provider shaped like Facebook's: authorize, token, and /me with id and email. */
async function startFakeFacebook(profile: { id: string; email: string; first_name: string; last_name: string }): Promise<{ origin: string; close(): Promise<void> }> {
  const codes = new Map<string, string>();
  const server: HttpServer = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/dialog/oauth') {
        const code = `code-${codes.size + 1}`;
        codes.set(code, url.searchParams.get('code_challenge') ?? '');
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { Location: back.href }).end();
        return;
      }
      if (url.pathname === '/oauth/access_token' && req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const known = codes.has(form.get('code') ?? '') && form.get('client_secret') === 'fb-secret' && (form.get('code_verifier') ?? '') !== '';
        res.writeHead(known ? 200 : 400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(known ? { access_token: 'fb-access', token_type: 'bearer', expires_in: 3600 } : { error: 'invalid_grant' }));
        return;
      }
      if (url.pathname === '/me') {
        const ok = req.headers.authorization === 'Bearer fb-access';
        res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' }).end(JSON.stringify(ok ? profile : { error: 'no' }));
        return;
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('social sign-in against a real local OpenID provider (real PostgreSQL)', () => {
  let provider: LocalOidcProvider;
  let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    provider = await startLocalOidcProvider();
    facebook = await startFakeFacebook({ id: '10001', email: 'fb.person@example.org', first_name: 'Fay', last_name: 'Book' });
  });
  // The whole app: the user context and account it reads are the account module's, built on this one.
  const t = useTestApp({
    config: () => ({
      publicUrl: APP_ORIGIN,
      socialProviders: {
        google: oidcProvider(provider.issuer, provider.clientId, provider.clientSecret),
        facebook: {
          clientId: 'fb-client',
          clientSecret: 'fb-secret',
          issuerUrl: undefined,
          authorizationUrl: `${facebook.origin}/dialog/oauth`,
          tokenUrl: `${facebook.origin}/oauth/access_token`,
          userinfoUrl: `${facebook.origin}/me`,
        },
      },
    }),
  });
  afterAll(async () => {
    await provider?.close();
    await facebook?.close();
  });

  async function userdata(browser: Browser): Promise<{ status: number; body: { id: number; email: string; firstName: string } }> {
    const res = await browser.app('GET', '/events/userdata/');
    return { status: res.status, body: res.body };
  }

  it('lists only the configured providers; an unconfigured one answers 404', async () => {
    await request(t.server).get('/events/api/v1/auth/providers').expect(200, { providers: ['google', 'facebook'] });
    await request(t.server).get('/auth/apple/login/').expect(404);
    await request(t.server).get('/auth/twitter/callback/').expect(404);
    await request(t.server).get('/auth/myspace/login/').expect(404);
  });

  it('sends the browser to the provider with PKCE, state and nonce kept in a short-lived signed cookie', async () => {
    const res = await request(t.server).get('/auth/google/login/?next=/events/').expect(302);
    const url = new URL(res.headers['location'] as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/auth/google/callback/`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const flowCookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('social_flow='));
    expect(flowCookie).toMatch(/HttpOnly/);
    expect(flowCookie).toMatch(/Path=\/auth\//);
    expect(flowCookie).toMatch(/Max-Age=600/);
  });

  it('new user: makes an account from the verified e-mail, signs it in and returns to `next`', async () => {
    const browser = new Browser(t.server);
    const done = await browser.signIn('/auth/google/login/?next=/events/%3Fq%3Djazz', 'newcomer@example.org', provider.issuer);
    expect(done.status).toBe(302);
    expect(done.headers['location']).toBe('/events/?q=jazz');
    expect(browser.appCookie('access_token')).toBeDefined();
    expect(browser.appCookie('social_flow')).toBeUndefined();
    const me = await userdata(browser);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'newcomer@example.org', username: 'newcomer@example.org', firstName: 'Newcomer' });
    const rows = await t.db.query<{ provider: string; subject: string; password_hash: string | null }[]>(
      `SELECT s.provider, s.subject, u.password_hash FROM social_accounts s JOIN users u ON u.id = s.user_id WHERE u.email = 'newcomer@example.org'`,
    );
    expect(rows).toEqual([{ provider: 'google', subject: localSubjectFor('newcomer@example.org'), password_hash: null }]);
  });

  it('returning user: signs the same account in, without making another', async () => {
    const first = new Browser(t.server);
    await first.signIn('/auth/google/login/', 'returning@example.org', provider.issuer);
    const firstId = (await userdata(first)).body.id;
    const second = new Browser(t.server);
    const done = await second.signIn('/auth/google/login/', 'returning@example.org', provider.issuer);
    expect(done.headers['location']).toBe('/');
    expect((await userdata(second)).body.id).toBe(firstId);
    const count = await t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM users WHERE email = 'returning@example.org'`);
    expect(count[0]?.n).toBe(1);
  });

  it('existing account whose owner confirmed the same e-mail: links the provider to it', async () => {
    const registered = await registerTestAccount(t, 'has.password@example.org');
    await openConfirmationLink(t, 'has.password@example.org');
    const browser = new Browser(t.server);
    await browser.signIn('/auth/google/login/', 'HAS.PASSWORD@example.org', provider.issuer);
    expect((await userdata(browser)).body.id).toBe(registered.id);
    await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: 'has.password@example.org', password: PASSWORD }).expect(200);
  });

  it("an account registered first with someone's address is taken over by their verified sign-in (issue 25 N2)", async () => {
    // Mallory registers the victim's address with her own password, and keeps her session.
    const registered = await registerTestAccount(t, 'victim@example.org');
    const malloryBearer = registered.auth;
    await request(t.server).get('/events/userdata/').set(malloryBearer).expect(200);

    const victim = new Browser(t.server);
    await victim.signIn('/auth/google/login/', 'victim@example.org', provider.issuer);
    const context = await userdata(victim);
    expect(context.body).toMatchObject({ id: registered.id, email: 'victim@example.org' });
    // The unproven password and every earlier sign-in are gone; the address now counts as confirmed.
    const login = await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: 'victim@example.org', password: PASSWORD }).expect(400);
    expect(login.body).toEqual({ nonFieldErrors: [AUTH_MESSAGES.badCredentials] });
    expect((await request(t.server).get('/events/userdata/').set(malloryBearer)).status).toBe(401);
    const account = await victim.app('GET', '/events/api/v1/account/');
    expect(account.body).toMatchObject({ hasPassword: false, emailConfirmed: true, socialAccounts: [expect.objectContaining({ provider: 'google' })] });
  });

  it('an identity whose provider did not verify its e-mail links to no account and makes none', async () => {
    await registerTestAccount(t, 'not.verified@example.org');
    const outcome = await t.app.get(SocialAccountsService).signInWithSocial({
      provider: 'facebook',
      subject: 'fb-unverified',
      email: 'not.verified@example.org',
      emailVerified: false,
      firstName: '',
      lastName: '',
    });
    expect(outcome).toEqual({ outcome: 'email_required' });
    expect(await t.db.query('SELECT user_id FROM social_accounts WHERE subject = $1', ['fb-unverified'])).toEqual([]);
    await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: 'not.verified@example.org', password: PASSWORD }).expect(200);
  });

  it('process=connect: links the provider to the signed-in account and returns to next', async () => {
    const browser = new Browser(t.server);
    const connector = await registerTestAccount(t, 'connector@example.org');
    await browser.app('POST', '/events/api/v1/auth/login/', { username: 'connector@example.org', password: PASSWORD });
    const done = await browser.signIn('/auth/google/login/?process=connect&next=/account/', 'connector.elsewhere@example.org', provider.issuer);
    expect(done.status).toBe(302);
    expect(done.headers['location']).toBe('/account/');
    const links = await t.db.query<{ user_id: number }[]>(`SELECT user_id FROM social_accounts WHERE subject = $1`, [localSubjectFor('connector.elsewhere@example.org')]);
    expect(links).toEqual([{ user_id: connector.id }]);
    // Later, that provider identity signs in to the connected account.
    const later = new Browser(t.server);
    await later.signIn('/auth/google/login/', 'connector.elsewhere@example.org', provider.issuer);
    expect((await userdata(later)).body.email).toBe('connector@example.org');
  });

  it('process=connect with an identity linked to another account: nothing changes, next gets social_error', async () => {
    const browser = new Browser(t.server);
    await registerTestAccount(t, 'second.connector@example.org');
    await browser.app('POST', '/events/api/v1/auth/login/', { username: 'second.connector@example.org', password: PASSWORD });
    const done = await browser.signIn('/auth/google/login/?process=connect&next=/account/', 'returning@example.org', provider.issuer);
    expect(done.headers['location']).toBe('/account/?social_error=already_linked');
    expect((await userdata(browser)).body.email).toBe('second.connector@example.org');
  });

  it('POST /auth/{provider}/login/ needs the CSRF form field', async () => {
    const browser = new Browser(t.server);
    await browser.app('GET', '/health');
    const csrf = browser.appCookie('csrftoken') ?? '';
    const refused = await request(t.server).post('/auth/google/login/').set('Cookie', `csrftoken=${csrf}`).type('form').send({ next: '/account/' });
    expect(refused.status).toBe(403);
    const accepted = await request(t.server)
      .post('/auth/google/login/')
      .set('Cookie', `csrftoken=${csrf}`)
      .type('form')
      .send({ csrfmiddlewaretoken: csrf, process: 'connect', next: '/account/' });
    expect(accepted.status).toBe(302);
    expect((accepted.headers['location'] as string).startsWith(provider.issuer)).toBe(true);
  });

  it('a callback without its flow cookie, with a forged state or a refusal signs nobody in', async () => {
    const noFlow = await request(t.server).get('/auth/google/callback/?code=abc&state=def').expect(302);
    expect(noFlow.headers['location']).toBe('/auth/login/?social_error=failed');

    const browser = new Browser(t.server);
    const started = await browser.app('GET', '/auth/google/login/');
    expect(started.status).toBe(302);
    const forged = await browser.app('GET', '/auth/google/callback/?code=abc&state=forged');
    expect(forged.headers['location']).toBe('/auth/login/?social_error=failed');
    expect(browser.appCookie('access_token')).toBeUndefined();

    await browser.app('GET', '/auth/google/login/');
    const denied = await browser.app('GET', '/auth/google/callback/?error=access_denied&state=x');
    expect(denied.headers['location']).toBe('/auth/login/?social_error=cancelled');
  });

  it('plain OAuth 2 (Facebook-style endpoints): maps id and e-mail from the profile call', async () => {
    const browser = new Browser(t.server);
    const started = await browser.app('GET', '/auth/facebook/login/?next=/venues/');
    const authorize = new URL(started.headers['location'] as string);
    expect(authorize.origin).toBe(facebook.origin);
    expect(authorize.searchParams.get('scope')).toBe('email public_profile');
    expect(authorize.searchParams.get('nonce')).toBeNull();
    const back = await fetch(authorize, { redirect: 'manual' });
    const done = await browser.app('GET', back.headers.get('location') ?? '');
    expect(done.headers['location']).toBe('/venues/');
    expect((await userdata(browser)).body).toMatchObject({ email: 'fb.person@example.org', firstName: 'Fay' });
    const link = await t.db.query<{ subject: string }[]>(`SELECT subject FROM social_accounts WHERE provider = 'facebook'`);
    expect(link).toEqual([{ subject: '10001' }]);
  });
});
