import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { publishedServerFile, REMOTE_SERVER_DIR } from '@events/contracts/page-render';
import { REMOTE_SCREEN_PATHS_FILE } from '@events/contracts/remotes';
import request from 'supertest';
import { REPO_ROOT } from '../../config/project-paths.js';
import { DEFAULT_ALLOWED_HOSTS } from '../../config/public-url.config.js';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { regionToday } from '../../testing/region-clock.js';
import { deployServerBuild, publishedServerCode, readRemoteManifest, rootOnceRendered, sha256 } from '../../testing/remote-deploys.js';
import { HTML_ACCEPT, rootOf } from '../../testing/rendered-page.js';
import { useTestApp } from '../../testing/test-app.js';
import { SearchModule } from '../search/search.module.js';
import { FrontendModule } from './frontend.module.js';

const HOST = 'events.example.org';

/**
 * Issue 29: "a remote deployed on its own is picked up by the server renderer on its next deploy; the renderer loads
 * the remote's server build from the same manifest". The discovery remote's real build is deployed, alone, to a
 * static server on another origin (a CDN's stand-in); this backend's web root holds the shell only.
 */
describe('frontend: a remote deployed on another origin, rendered from the server build its manifest names (real builds)', () => {
  let cdnRoot = '';
  let webRoot = '';
  let cdn: Server | undefined;
  let cdnOrigin = '';
  /** The paths the CDN was asked for, in order. */
  const asked: string[] = [];

  const remoteFolder = () => path.join(cdnRoot, 'mfe-discovery');
  const manifestUrl = (file = 'mf-manifest.json') => `${cdnOrigin}/mfe-discovery/${file}`;
  const readManifest = () => readRemoteManifest(remoteFolder());

  beforeAll(async () => {
    cdnRoot = await mkdtemp(path.join(os.tmpdir(), 'events-remote-cdn-'));
    await cp(path.join(REPO_ROOT, 'mfe-discovery', 'dist'), remoteFolder(), { recursive: true });
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'events-shell-only-'));
    await symlink(path.join(REPO_ROOT, 'shell'), path.join(webRoot, 'shell'));
    cdn = createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://cdn').pathname;
      asked.push(pathname);
      readFile(path.join(cdnRoot, path.normalize(decodeURIComponent(pathname)))).then(
        (bytes) => res.writeHead(200).end(bytes),
        () => res.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => cdn?.listen(0, '127.0.0.1', resolve));
    cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  });

  const t = useTestApp({
    modules: [FrontendModule, SearchModule, ...CATALOGUE_MODULES],
    config: () => ({
      webRoot,
      allowedHosts: [...DEFAULT_ALLOWED_HOSTS, HOST],
      remotes: { 'mfe-discovery': manifestUrl() },
      remoteBuildOrigins: [cdnOrigin],
    }),
  });

  afterAll(async () => {
    await new Promise((resolve) => cdn?.close(resolve));
    await Promise.all([cdnRoot, webRoot].map((folder) => rm(folder, { recursive: true, force: true })));
  });

  const page = (server: Parameters<typeof request>[0], address: string) => request(server).get(address).set('Host', HOST).set('Accept', HTML_ACCEPT);
  let listing = '';

  beforeAll(async () => {
    const tomorrow = addDaysToLocalDate(regionToday(t.app), 1);
    const venue = await insertVenueFixture(t.app, { name: 'Mahaiwe Theater' });
    await insertEventFixture(t.app, {
      venue_id: venue,
      name: 'Winter Quartet',
      series: [{ frequency: 'once', dtstart: tomorrow, timeStart: '19:00', timeEnd: '21:00' }],
    });
    listing = `/events/?date_start=${tomorrow}&date_end=${tomorrow}`;
  });

  it("publishes the remote's server build in its manifest, named by its content", async () => {
    const entry = (await readManifest()).metaData.ssrRemoteEntry;
    expect(entry).toEqual({ name: expect.stringMatching(/^remote-server\.[0-9a-f]{16}\.cjs$/), path: REMOTE_SERVER_DIR, type: 'commonjs-module' });
    const code = await readFile(path.join(remoteFolder(), REMOTE_SERVER_DIR, entry?.name ?? ''));
    expect(entry?.name).toBe(publishedServerFile(sha256(code)));
    expect(code.equals(await readFile(path.join(REPO_ROOT, 'mfe-discovery', 'dist-server', 'remote-server.cjs')))).toBe(true);
  });

  it("renders a listing from the build the remote's manifest names, with the remote's stylesheet from its origin inline", async () => {
    const res = await page(t.server, listing).expect(200);
    const root = rootOf(res.text);
    expect(root).toContain('data-testid="event-card"');
    expect(root).toContain('Winter Quartet');
    expect(res.text).toMatch(new RegExp(`<style data-href="${cdnOrigin}/mfe-discovery/__federation_expose_routes\\.[0-9a-f]+\\.css">`));
    const build = (await readManifest()).metaData.ssrRemoteEntry?.name ?? '';
    expect(asked.filter((pathname) => pathname === `/mfe-discovery/${REMOTE_SERVER_DIR}/${build}`)).toHaveLength(1);
    // Read once: the next page renders from the build in hand.
    await page(t.server, `${listing}&page=1`).expect(200);
    expect(asked.filter((pathname) => pathname.endsWith('.cjs'))).toHaveLength(1);
  });

  it('leaves the page to the browser for an origin it does not trust, a manifest it cannot read, one naming no build, or a build that is not what its name says', async () => {
    const published = (await readManifest()).metaData.ssrRemoteEntry?.name ?? '';
    const code = await publishedServerCode(remoteFolder());
    const withoutBuild = await readManifest();
    delete withoutBuild.metaData.ssrRemoteEntry;
    await writeFile(path.join(remoteFolder(), 'no-build-manifest.json'), JSON.stringify(withoutBuild));
    // The right name for other code: a changed build, or one changed on its way.
    await deployServerBuild(remoteFolder(), code.replace('"data-testid": "results"', '"data-testid": "tampered"'), {
      manifestFile: 'tampered-manifest.json',
      name: published.replace(/\.[0-9a-f]{16}\.cjs$/, `.${'0'.repeat(16)}.cjs`),
    });
    const instances = await Promise.all([
      t.startInstance({ remoteBuildOrigins: [] }),
      t.startInstance({ remotes: { 'mfe-discovery': manifestUrl('gone-manifest.json') } }),
      t.startInstance({ remotes: { 'mfe-discovery': manifestUrl('no-build-manifest.json') } }),
      t.startInstance({ remotes: { 'mfe-discovery': manifestUrl('tampered-manifest.json') } }),
    ]);
    try {
      for (const instance of instances) {
        const res = await page(instance.getHttpServer(), listing).expect(200);
        expect(rootOf(res.text)).toBe('');
        expect(res.text).toContain('This site needs JavaScript');
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it("answers 404 below the remote's subtree for an address none of the screen paths it publishes beside its manifest matches", async () => {
    await page(t.server, '/events/12/').expect(404);
    await page(t.server, '/venues/').expect(200);
    expect(asked).toContain(`/mfe-discovery/${REMOTE_SCREEN_PATHS_FILE}`);
    // An origin it does not trust is not asked, nor is a folder without the file: the remote decides in the browser.
    const instances = await Promise.all([
      t.startInstance({ remoteBuildOrigins: [] }),
      t.startInstance({ remotes: { 'mfe-discovery': `${cdnOrigin}/elsewhere/mf-manifest.json` } }),
    ]);
    try {
      for (const instance of instances) await page(instance.getHttpServer(), '/events/12/').expect(200);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it("renders from the remote's next deploy once its manifest names the new build, without a restart", async () => {
    const code = await publishedServerCode(remoteFolder());
    await deployServerBuild(remoteFolder(), code.replace('"data-testid": "results"', '"data-testid": "results-next"'));
    // The manifest is read again within a second of the last read: the pages that follow show the new build.
    const root = await rootOnceRendered(async (attempt) => rootOf((await page(t.server, `${listing}&attempt=${attempt}`).expect(200)).text), 'data-testid="results-next"');
    expect(root).toContain('data-testid="results-next"');
    expect(root).toContain('Winter Quartet');
  });
});
