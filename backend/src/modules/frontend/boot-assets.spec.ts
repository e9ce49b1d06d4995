import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_SCREEN_PATHS_FILE } from '@events/contracts/remotes';
import { BOOT_ASSETS_FILE, BootAssets } from './boot-assets.js';

function write(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

describe('boot assets', () => {
  let webRoot: string;

  beforeEach(() => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'boot-assets-'));
    write(path.join(webRoot, 'shell', 'dist', BOOT_ASSETS_FILE), {
      startup: { js: ['main.1.js'], css: ['main.1.css'], consumes: ['react', 'react-dom/client'] },
      exposes: {},
      shared: {
        react: { js: ['react.js'], css: [], consumes: [] },
        'react-dom/client': { js: ['client.js'], css: [], consumes: ['react-dom'] },
        'react-dom': { js: ['dom.js'], css: [], consumes: [] },
        '@events/api-client/auth-providers': { js: ['zod.js', 'providers.js'], css: [], consumes: [] },
        '@events/api-client/api-error': { js: ['api-error.js'], css: [], consumes: [] },
      },
    });
    const remote = path.join(webRoot, 'mfe-discovery', 'dist');
    write(path.join(remote, 'mf-manifest.json'), { metaData: { remoteEntry: { name: 'remoteEntry.2.js', path: '' } } });
    write(path.join(remote, BOOT_ASSETS_FILE), {
      startup: null,
      exposes: { './routes': { js: ['routes.js', 'split.js'], css: ['routes.css'], consumes: ['react', '@events/api-client/api-error', 'own'] } },
      shared: {
        react: { js: ['remote-react.js'], css: [], consumes: [] },
        own: { js: ['own.js'], css: [], consumes: ['deeper'] },
        deeper: { js: ['deeper.js'], css: [], consumes: [] },
      },
    });
  });

  afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

  it('preloads the shared modules the shell starts with, not those only a later chunk needs', async () => {
    const preloads = await new BootAssets(webRoot).shellPreloads();
    expect(preloads.map((p) => p.href).sort()).toEqual(['/client.js', '/dom.js', '/react.js']);
  });

  it("preloads a remote's manifest, entry, exposed module with its split chunks, and its shares from their provider", async () => {
    const preloads = await new BootAssets(webRoot).remotePreloads('mfe-discovery', '/remotes/mfe-discovery/', '/remotes/mfe-discovery/mf-manifest.json');
    expect(preloads).toEqual([
      { href: '/remotes/mfe-discovery/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mfe-discovery/remoteEntry.2.js', as: 'script' },
      { href: '/remotes/mfe-discovery/routes.js', as: 'script' },
      { href: '/remotes/mfe-discovery/split.js', as: 'script' },
      { href: '/remotes/mfe-discovery/routes.css', as: 'style' },
      // react and api-error come from the shell, which registers them first; `own` and what it needs from the remote.
      { href: '/react.js', as: 'script' },
      { href: '/api-error.js', as: 'script' },
      { href: '/remotes/mfe-discovery/own.js', as: 'script' },
      { href: '/remotes/mfe-discovery/deeper.js', as: 'script' },
    ]);
  });

  it("gives every page the same preloads until a build changes the remote's files, then the new build's", async () => {
    // The files are looked at again once RECHECK_MS (1 s) has passed on the instance's own count of time.
    let elapsed = 0;
    const assets = new BootAssets(webRoot, () => elapsed);
    const ask = () => assets.remotePreloads('mfe-discovery', '/remotes/mfe-discovery/', '/remotes/mfe-discovery/mf-manifest.json');
    const first = await ask();
    // A page adds its own to the list it is given; the next page's list is not changed by that.
    first.push({ href: '/page-own.js', as: 'script' });
    expect((await ask()).map((p) => p.href)).not.toContain('/page-own.js');

    const manifest = path.join(webRoot, 'mfe-discovery', 'dist', 'mf-manifest.json');
    write(manifest, { metaData: { remoteEntry: { name: 'remoteEntry.3.js', path: '' } } });
    // Another build's file: another modification time than the one read first, whenever the test runs.
    const rebuilt = new Date(Date.UTC(2031, 0, 2));
    utimesSync(manifest, rebuilt, rebuilt);
    expect((await ask()).map((p) => p.href)).not.toContain('/remotes/mfe-discovery/remoteEntry.3.js');
    elapsed = 2_000;
    expect((await ask()).map((p) => p.href)).toContain('/remotes/mfe-discovery/remoteEntry.3.js');
  });

  it("reads the shell's own screens' paths and a remote's, and none where the build writes none", async () => {
    const assets = new BootAssets(webRoot);
    expect(await assets.shellScreenPaths()).toBeNull();
    expect(await assets.remoteScreenPaths(path.join(webRoot, 'mfe-discovery', 'dist'))).toBeNull();
    write(path.join(webRoot, 'shell', 'dist', 'shell-routes.json'), [{ path: '/about/', page: 'about' }, { page: 'no path' }]);
    write(path.join(webRoot, 'mfe-discovery', 'dist', REMOTE_SCREEN_PATHS_FILE), ['/events/', '/events/:id/:slug/', 7]);
    const fresh = new BootAssets(webRoot);
    expect(await fresh.shellScreenPaths()).toEqual(['/about/']);
    expect(await fresh.remoteScreenPaths(path.join(webRoot, 'mfe-discovery', 'dist'))).toEqual(['/events/', '/events/:id/:slug/']);
  });

  it('preloads nothing but the manifest and entry without a boot-assets file', async () => {
    rmSync(path.join(webRoot, 'mfe-discovery', 'dist', BOOT_ASSETS_FILE));
    const preloads = await new BootAssets(webRoot).remotePreloads('mfe-discovery', '/remotes/mfe-discovery/', '/remotes/mfe-discovery/mf-manifest.json');
    expect(preloads.map((p) => p.as)).toEqual(['fetch', 'script']);
  });

  describe("a server-rendered page's stylesheets", () => {
    const remote = () => path.join(webRoot, 'mfe-discovery', 'dist');
    const base = '/remotes/mfe-discovery/';
    beforeEach(() => {
      write(path.join(remote(), 'mf-manifest.json'), { exposes: [{ name: 'routes', assets: { css: { sync: ['routes.css'], async: ['screen.css', 'map.css'] } } }] });
      write(path.join(remote(), BOOT_ASSETS_FILE), {
        startup: null,
        exposes: { './routes': { js: ['routes.js'], css: ['routes.css'], consumes: [] } },
        shared: {},
        named: { 'screen-event-detail': { js: ['screen.js'], css: ['screen.css'], consumes: [] }, 'map-view': { js: ['map.js'], css: ['map.css'], consumes: [] } },
      });
    });

    it("are the routes' own and those of the page's lazy screen, not the others'", async () => {
      const assets = new BootAssets(webRoot);
      expect(await assets.remoteStylesheets('mfe-discovery', base, null)).toEqual(['/remotes/mfe-discovery/routes.css']);
      expect(await assets.remoteStylesheets('mfe-discovery', base, 'screen-event-detail')).toEqual(['/remotes/mfe-discovery/routes.css', '/remotes/mfe-discovery/screen.css']);
    });

    it('are all those the manifest lists when the build names no such screen, or lists no named groups', async () => {
      const all = ['/remotes/mfe-discovery/routes.css', '/remotes/mfe-discovery/screen.css', '/remotes/mfe-discovery/map.css'];
      expect(await new BootAssets(webRoot).remoteStylesheets('mfe-discovery', base, 'screen-unknown')).toEqual(all);
      write(path.join(remote(), BOOT_ASSETS_FILE), { startup: null, exposes: { './routes': { js: ['routes.js'], css: ['routes.css'], consumes: [] } }, shared: {} });
      expect(await new BootAssets(webRoot).remoteStylesheets('mfe-discovery', base, 'screen-event-detail')).toEqual(all);
    });
  });
});
