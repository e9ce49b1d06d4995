import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../common/http/cache-class.js';
import { createFakeWebRoot, FAKE_SHELL_HTML, useTestApp } from '../../testing/test-app.js';
import { renderShellInLanguage } from './page-language.js';
import { TaxonomyModule } from '../taxonomy/taxonomy.module.js';
import { FrontendModule } from './frontend.module.js';
import { DEFAULT_ALLOWED_HOSTS } from '../../config/public-url.config.js';
import { SHELL_NOT_BUILT } from './web-files.js';
import { REMOTE_SCREEN_PATHS_FILE } from '@events/contracts/remotes';
import { registerTestAccount } from '../../testing/test-accounts.js';

/** The fake shell as a page sends it to an English reader (issue 31: its `lang` and Open Graph locales). */
const SHELL_PAGE_EN = renderShellInLanguage(FAKE_SHELL_HTML, 'en');

const SHELL_ORIGIN = 'https://shell.example.org';
const OTHER_ORIGIN = 'https://elsewhere.example.org';
const CDN_ACCOUNT = 'https://cdn.example.org/account/mf-manifest.json';

const BOOT = /<script type="application\/json" id="page-boot">([^<]*)<\/script>/;

/** The page without the boot data block the backend adds to the shell's head. */
function withoutBoot(html: string): string {
  return html.replace(BOOT, '');
}

function bootOf(html: string): { remotes?: Record<string, string>; session?: string } {
  return JSON.parse(BOOT.exec(html)?.[1] ?? '{}') as { remotes?: Record<string, string>; session?: string };
}

describe('frontend: remote registry, static files, SPA fallback, CORS (real PostgreSQL)', () => {
  const t = useTestApp({
    // The taxonomy's list stands for any API answer in the CORS tests.
    modules: [FrontendModule, TaxonomyModule],
    config: {
      corsOrigins: [SHELL_ORIGIN],
      // The Host names these tests send (others get 400).
      allowedHosts: [...DEFAULT_ALLOWED_HOSTS, '.example.org', 'internal'],
      remotes: { 'mfe-account': CDN_ACCOUNT },
    },
  });

  describe('GET /events/api/v1/frontend/remotes', () => {
    it('resolves path defaults against the request host and keeps absolute URLs (anonymous: no producer or editor remote)', async () => {
      const res = await request(t.server).get('/events/api/v1/frontend/remotes').set('Host', 'events.example.org:8080').expect(200);
      expect(res.body).toEqual({
        remotes: {
          'mfe-discovery': 'http://events.example.org:8080/remotes/mfe-discovery/mf-manifest.json',
          'mfe-account': CDN_ACCOUNT,
        },
      });
    });

    it('ignores X-Forwarded-* unless trust proxy is set', async () => {
      const res = await request(t.server)
        .get('/events/api/v1/frontend/remotes')
        .set('Host', 'internal:3000')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-Host', 'events.example.org')
        .expect(200);
      expect(res.body.remotes['mfe-discovery']).toBe('http://internal:3000/remotes/mfe-discovery/mf-manifest.json');
    });

    it('allows the remote origins in the CSP', async () => {
      const res = await request(t.server).get('/events/api/v1/frontend/remotes').expect(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://cdn.example.org");
      expect(csp).toContain("connect-src 'self' https://cdn.example.org");
      expect(csp).toContain("img-src 'self' data: blob: https:");
    });
  });

  describe('CORS', () => {
    it('answers an allowed origin with credentials on the API, and nothing to another origin', async () => {
      const allowed = await request(t.server).get('/events/api/event_types/').set('Origin', SHELL_ORIGIN).expect(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(String(allowed.headers['access-control-expose-headers'])).toContain('x-total-count');

      const other = await request(t.server).get('/events/api/event_types/').set('Origin', OTHER_ORIGIN).expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers a preflight from an allowed origin', async () => {
      const res = await request(t.server)
        .options('/events/api/event_types/')
        .set('Origin', SHELL_ORIGIN)
        .set('Access-Control-Request-Method', 'GET')
        .expect(204);
      expect(res.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    });

    it('covers /remotes/ files, which a shell on another origin loads', async () => {
      const allowed = await request(t.server).get('/remotes/mfe-discovery/mf-manifest.json').set('Origin', SHELL_ORIGIN).expect(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
      expect(allowed.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const other = await request(t.server).get('/remotes/mfe-discovery/mf-manifest.json').set('Origin', OTHER_ORIGIN).expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('static files', () => {
    it('serves remote files with revalidation and 404 JSON for a missing one', async () => {
      const manifest = await request(t.server).get('/remotes/mfe-discovery/mf-manifest.json').expect(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.body).toEqual({ id: 'mfe_discovery' });
      await request(t.server).get('/remotes/mfe-discovery/nope.js').expect(404, { detail: 'Not found.', code: 'file_not_found' });
      await request(t.server).get('/remotes/mfe-unknown/x.js').expect(404, { detail: 'Not found.', code: 'remote_not_found' });
      await request(t.server).get('/remotes/mfe-discovery/..%2f..%2fshell/dist/index.html').expect((res) => expect([403, 404]).toContain(res.status));
    });

    it('serves the shell at / revalidated on every load and hashed assets as immutable', async () => {
      const index = await request(t.server).get('/').expect(200);
      expect(withoutBoot(index.text)).toBe(SHELL_PAGE_EN);
      expect(index.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      const asset = await request(t.server).get('/static/js/main.3f9a1c2b.js').expect(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it("gives a cookie-less browser its csrftoken with a remote's manifest, never with a file kept a year", async () => {
      // A shared cache stores no answer that sets a cookie, and one that did would hand the token to every visitor.
      const asset = await request(t.server).get('/static/js/main.3f9a1c2b.js').expect(200);
      expect(asset.headers['set-cookie']).toBeUndefined();
      const manifest = await request(t.server).get('/remotes/mfe-discovery/mf-manifest.json').expect(200);
      expect(manifest.headers['set-cookie']).toEqual([expect.stringMatching(/^csrftoken=[\w-]{43}; /)]);
    });
  });

  describe('the page language', () => {
    const pageIn = (headers: Record<string, string>) => {
      const req = request(t.server).get('/events/').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
      for (const [name, value] of Object.entries(headers)) req.set(name, value);
      return req.expect(200);
    };

    it("follows a signed-in user's saved language before the cookie and the browser's", async () => {
      const account = await registerTestAccount(t, 'page-language@example.org');
      await t.db.query("UPDATE users SET language = 'es' WHERE id = $1", [account.id]);
      const res = await pageIn({ Cookie: `${account.browser.Cookie}; language=en`, 'Accept-Language': 'en-US' });
      expect(res.text).toMatch(/^<!doctype html><html lang="es">/);
      expect(res.headers.vary).toMatch(/Accept-Language/);
      // Anonymous, the same browser reads its cookie's language.
      expect((await pageIn({ Cookie: 'language=en', 'Accept-Language': 'es' })).text).toMatch(/<html lang="en">/);
      expect((await pageIn({ 'Accept-Language': 'es-US,es;q=0.9' })).text).toMatch(/<html lang="es">/);
    });
  });

  describe('SPA fallback', () => {
    it.each(['/events/', '/venues/', '/saved/addresses/', '/account/'])('answers %s with the shell', async (url) => {
      const res = await request(t.server).get(url).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(200);
      // The shell's page plus this visitor's boot data: the anonymous, role-filtered registry.
      expect(withoutBoot(res.text)).toBe(SHELL_PAGE_EN);
      const boot = bootOf(res.text);
      expect(boot.session).toBe('anonymous');
      expect(Object.keys(boot.remotes ?? {}).sort()).toEqual(['mfe-account', 'mfe-discovery']);
      expect(res.headers['content-type']).toContain('text/html');
      // An anonymous visitor's page: public, never mixed with a bearer client's (cache-class.ts).
      expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(res.headers['vary']).toContain('Authorization');
    });

    describe("with the shell build's route tables", () => {
      let webRoot = '';
      let server: Parameters<typeof request>[0];
      let close: () => Promise<void> = async () => undefined;
      const writeTable = (file: string, routes: unknown) => writeFile(path.join(webRoot, 'shell', 'dist', file), JSON.stringify(routes));
      const browse = (address: string) => request(server).get(address).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
      beforeAll(async () => {
        webRoot = await createFakeWebRoot();
        await writeTable('remote-routes.json', [
          { path: '/', remote: 'mfe-discovery' },
          { path: '/events/*', remote: 'mfe-discovery' },
          { path: '/account/', remote: 'mfe-account' },
        ]);
        await writeTable('shell-routes.json', [
          { path: '/auth/login/', page: 'login' },
          { path: '/about/', page: 'about' },
        ]);
        // The discovery remote's own screens, as its build publishes them beside its manifest.
        await writeFile(path.join(webRoot, 'mfe-discovery', 'dist', REMOTE_SCREEN_PATHS_FILE), JSON.stringify(['/', '/events/', '/events/:id/:slug/']));
        const app = await t.startInstance({ webRoot });
        server = app.getHttpServer();
        close = () => app.close();
      });
      afterAll(async () => {
        await close();
        await rm(webRoot, { recursive: true, force: true });
      });

      it.each(['/', '/events/', '/EVENTS', '/account', '/auth/login/', '/about/'])(
        'answers %s, which a screen owns, with the shell and a 200',
        async (address) => {
          const res = await browse(address).expect(200);
          expect(res.text).toContain('<title>Events shell</title>');
          expect(res.text).not.toContain('noindex');
        },
      );

      // Below the remote's `/events/*`, its own screens tell: /events/anything/ is none of them.
      it.each(['/no-such-page/', '/es/', '/accounts/', '/about/team/', '/auth/', '/events/anything/', '/events/12/jazz/extra/'])(
        'answers %s, which no screen owns, with the shell, its not-found head and a 404',
        async (address) => {
          const res = await browse(address).expect(404);
          // The shell's page all the same: the app shows its not-found screen.
          expect(res.headers['content-type']).toContain('text/html');
          expect(res.text).toContain('<div id="root"></div>');
          expect(res.text).toContain('<meta name="robots" content="noindex">');
          expect(res.text).toContain('<title>Page not found');
          expect(bootOf(res.text).session).toBe('anonymous');
          // Kept by no cache, as an unknown event's page (cache-class.ts: an error answer is private).
          expect(res.headers['cache-control']).toBe('private, no-store');
          // A client asking for JSON keeps its JSON 404.
          await request(server).get(address).set('Accept', 'application/json').expect(404, { detail: 'Not found.' });
        },
      );
    });

    it('answers every address with the shell and a 200 when the build has no route tables (a build from before them)', async () => {
      await request(t.server).get('/no-such-page/').set('Accept', 'text/html').expect(200);
    });

    it("leaves the addresses below a remote's `/*` to it when it publishes no screen paths, or is served from elsewhere", async () => {
      const webRoot = await createFakeWebRoot();
      const dist = path.join(webRoot, 'shell', 'dist');
      await writeFile(path.join(dist, 'remote-routes.json'), JSON.stringify([{ path: '/events/*', remote: 'mfe-discovery' }]));
      await writeFile(path.join(dist, 'shell-routes.json'), JSON.stringify([]));
      const apps: { close(): Promise<void> }[] = [];
      const browse = async (config: Parameters<typeof t.startInstance>[0], address: string) => {
        const app = await t.startInstance(config);
        apps.push(app);
        return request(app.getHttpServer()).get(address).set('Accept', 'text/html');
      };
      try {
        // The remote's build publishes no screen paths.
        await browse({ webRoot }, '/events/anything/').then((res) => expect(res.status).toBe(200));
        // It does, but the registry serves the remote from another origin, whose build may differ from this disk's.
        await writeFile(path.join(webRoot, 'mfe-discovery', 'dist', REMOTE_SCREEN_PATHS_FILE), JSON.stringify(['/events/']));
        const elsewhere = { webRoot, remotes: { 'mfe-discovery': 'https://cdn.example.org/discovery/mf-manifest.json' } };
        await browse(elsewhere, '/events/anything/').then((res) => expect(res.status).toBe(200));
        await browse(elsewhere, '/no-such-page/').then((res) => expect(res.status).toBe(404));
        // Served from here, it tells.
        await browse({ webRoot }, '/events/anything/').then((res) => expect(res.status).toBe(404));
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await rm(webRoot, { recursive: true, force: true });
      }
    });

    it('answers unknown API paths with a JSON 404, even for a browser', async () => {
      await request(t.server).get('/events/api/nope').set('Accept', 'text/html').expect(404, { detail: 'Not found.' });
      await request(t.server).get('/events/api/nope').expect(404, { detail: 'Not found.' });
    });

    it('gives a JSON 404 to a client that does not ask for HTML, and to other methods', async () => {
      await request(t.server).get('/events/').set('Accept', 'application/json').expect(404, { detail: 'Not found.' });
      await request(t.server).post('/events/').set('Accept', 'text/html').expect(404);
    });
  });

  it('honours X-Forwarded-Proto / -Host when TRUST_PROXY is set', async () => {
    const app = await t.startInstance({ trustProxy: true });
    try {
      const res = await request(app.getHttpServer())
        .get('/events/api/v1/frontend/remotes')
        .set('Host', 'internal:3000')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-Host', 'events.example.org')
        .expect(200);
      expect(res.body.remotes['mfe-discovery']).toBe('https://events.example.org/remotes/mfe-discovery/mf-manifest.json');
    } finally {
      await app.close();
    }
  });

  it('answers 503 text saying what to do when the shell has not been built', async () => {
    const emptyWebRoot = await mkdtemp(path.join(os.tmpdir(), 'events-web-empty-'));
    const app = await t.startInstance({ webRoot: emptyWebRoot });
    try {
      const res = await request(app.getHttpServer()).get('/events/').set('Accept', 'text/html').expect(503);
      expect(res.text).toBe(SHELL_NOT_BUILT);
      await request(app.getHttpServer()).get('/').expect(503);
      await request(app.getHttpServer()).get('/remotes/mfe-editor/mf-manifest.json').expect(404);
    } finally {
      await app.close();
      await rm(emptyWebRoot, { recursive: true, force: true });
    }
  });
});
