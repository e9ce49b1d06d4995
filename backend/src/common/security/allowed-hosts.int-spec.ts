import request from 'supertest';
import { authEndpoints } from '@events/contracts/auth';
import { frontendEndpoints } from '@events/contracts/frontend';
import { outboxMails } from '../../testing/mail-outbox.js';
import { registerTestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../../modules/auth/auth.module.js';
import { FrontendModule } from '../../modules/frontend/frontend.module.js';
import { HealthModule } from '../../modules/health/health.module.js';
import { INVALID_HOST_CODE, INVALID_HOST_DETAIL } from './allowed-hosts.js';

const EMAIL = 'host.check@example.org';
const REFUSED = { detail: INVALID_HOST_DETAIL, code: INVALID_HOST_CODE };
/** What builds URLs from the Host (mailed links, sign-in redirects, the remote registry), and the health check. */
const HOST_CHECKED_MODULES = [AuthModule, FrontendModule, HealthModule];

/** Issue 12 item 2: with PUBLIC_URL unset, a forged Host must not reach a mailed link, a redirect URI or the registry. */
describe('ALLOWED_HOSTS: a request for a host that is not ours gets 400 (real PostgreSQL)', () => {
  const t = useTestApp({ modules: HOST_CHECKED_MODULES });
  const proxied = useTestApp({ modules: HOST_CHECKED_MODULES, config: { trustProxy: true } });

  /** The outbox's password reset mails (registration's confirmation link is not this suite's concern). */
  const mails = async (): Promise<string[]> => (await outboxMails(t.outboxDir)).filter((mail) => mail.includes('Subject: Password Reset E-mail'));

  beforeAll(async () => {
    await registerTestAccount(t, EMAIL);
  });

  it('mails no reset link for Host: evil.example, and a local one for a local Host', async () => {
    await request(t.server).post(authEndpoints.passwordReset.path).set('Host', 'evil.example').send({ email: EMAIL }).expect(400, REFUSED);
    expect(await mails()).toEqual([]);
    await request(t.server).post(authEndpoints.passwordReset.path).set('Host', 'localhost:3000').send({ email: EMAIL }).expect(200);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent.join('')).toContain('http://localhost:3000/account/password_reset/confirm/?token=');
    expect(sent.join('')).not.toContain('evil.example');
  });

  it('refuses every path early: the registry, the shell page, the health check, a 404', async () => {
    for (const url of [frontendEndpoints.remotes.path, '/events/', '/health', '/events/api/nope']) {
      const res = await request(t.server).get(url).set('Host', 'evil.example:3000').set('Accept', 'text/html');
      expect([url, res.status, res.body]).toEqual([url, 400, REFUSED]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await request(t.server).get('/auth/google/login/').set('Host', 'evil.example').expect(400);
  });

  it('answers the local names on any port', async () => {
    for (const host of ['localhost:4310', '127.0.0.1:1', '[::1]:3000', 'LOCALHOST']) {
      await request(t.server).get(frontendEndpoints.remotes.path).set('Host', host).expect(200);
    }
  });

  it('checks X-Forwarded-Host behind a trusted proxy, the host links are then built from', async () => {
    await request(proxied.server).get(frontendEndpoints.remotes.path).set('X-Forwarded-Host', 'evil.example').expect(400, REFUSED);
    await request(proxied.server).get(frontendEndpoints.remotes.path).set('X-Forwarded-Host', 'evil.example, localhost').expect(400);
    const ok = await request(proxied.server).get(frontendEndpoints.remotes.path).set('X-Forwarded-Host', 'localhost:8080').expect(200);
    expect(ok.body.remotes['mfe-discovery']).toBe('http://localhost:8080/remotes/mfe-discovery/mf-manifest.json');
  });
});

describe('ALLOWED_HOSTS with PUBLIC_URL set (real PostgreSQL)', () => {
  const t = useTestApp({ modules: HOST_CHECKED_MODULES, config: { publicUrl: 'https://events.example.org', allowedHosts: ['.internal.example', '127.0.0.1'] } });

  it("answers PUBLIC_URL's host and the listed ones, and nothing else", async () => {
    for (const host of ['events.example.org', 'events.example.org:443', 'app.internal.example:3000', 'internal.example', '127.0.0.1:1']) {
      await request(t.server).get('/health').set('Host', host).expect(200);
    }
    for (const host of ['localhost:3000', 'example.org', 'evil.example']) await request(t.server).get('/health').set('Host', host).expect(400);
  });
});
