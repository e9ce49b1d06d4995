import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@events/contracts/frontend';
import { REMOTE_SCREEN_PATHS_FILE } from '@events/contracts/remotes';
import type { Preload, RemoteRoute } from './page-boot.js';
import { fetchPublished, isUrl, RECHECK_MS } from './published-files.js';
import { remoteDist, shellDist } from './web-files.js';

/** The parts of a built app's mf-manifest.json read here. */
type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: unknown; assets?: { css?: { sync?: unknown; async?: unknown } } }[];
};

/**
 * boot-assets.json, written by each app's production build (libs/build-config boot-assets-plugin.ts): the
 * chunk files of the host's startup shares, of each exposed module and of each shared module it provides,
 * with the share keys each of them consumes.
 */
type AssetGroup = { js?: unknown; css?: unknown; consumes?: unknown };
type BuiltBootAssets = {
  startup?: AssetGroup | null;
  exposes?: Record<string, AssetGroup | undefined>;
  shared?: Record<string, AssetGroup | undefined>;
  /** The chunk groups dynamic imports name (a lazily loaded screen, the map), by name. */
  named?: Record<string, AssetGroup | undefined>;
};

/** One app's build: its boot-assets.json and the URL folder its files are served from. */
type Build = { readonly assets: BuiltBootAssets; readonly base: string };

export const BOOT_ASSETS_FILE = 'boot-assets.json';

/** A file's value, its mtime and when the mtime was looked at (at most once a second: a page reads several files). */
type Cached<T> = { readonly mtimeMs: number; readonly value: T; checkedAt: number };


function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

function isRemoteRoute(value: unknown): value is RemoteRoute {
  if (typeof value !== 'object' || value === null) return false;
  const { path: pattern, remote } = value as Record<string, unknown>;
  return typeof pattern === 'string' && typeof remote === 'string' && (REMOTE_NAMES as readonly string[]).includes(remote);
}

/** `name` in `folder`: a folder on this disk, or the URL of a published remote's folder (ending in `/`). */
function fileIn(folder: string, name: string): string {
  return isUrl(folder) ? new URL(name, folder).href : path.join(folder, name);
}

/** A file name as a URL path segment list (manifests hold plain relative names such as `432.fc9ec082.js`). */
function urlPath(...parts: string[]): string {
  return parts
    .filter((p) => p !== '')
    .join('/')
    .split('/')
    .filter((p) => p !== '' && p !== '.' && p !== '..')
    .map(encodeURIComponent)
    .join('/');
}

/**
 * Reads the built front ends' manifests (each once per change of the file) to say which files a page will
 * load: the shell's shared singletons, and the remote entry plus the exposed `./routes` of the remote that
 * renders the address. Any file that is missing or unreadable just gives no preload.
 */
export class BootAssets {
  private readonly cache = new Map<string, Cached<unknown>>();
  /** Files of remotes published on other origins, by URL: the answer and when it was asked for. */
  private readonly fetched = new Map<string, { readonly checkedAt: number; readonly value: Promise<unknown> }>();
  /**
   * Preload lists (the shell's, each remote's by base and manifest URL), with the files each was worked out from:
   * every page names the same ones until a build changes one of those files (readJson then gives another value).
   */
  private readonly preloads = new Map<string, { readonly from: readonly unknown[]; readonly preloads: readonly Preload[] }>();

  /**
   * `elapsedMs` times the files' re-checks: a monotonic count of milliseconds (the process's own by default), not the
   * product's clock, which a deployment may start elsewhere in time (CLOCK_AT) without changing how often files change.
   */
  constructor(
    private readonly webRoot: string,
    private readonly elapsedMs: () => number = () => performance.now(),
  ) {}

  /**
   * A built JSON file's value, null when it cannot be read: a file on this disk, or one a remote published on another
   * origin (an absolute http(s) URL: PAGE_SERVER_RENDERING_REMOTE_ORIGINS), either looked at again at most once a second.
   */
  json(file: string): Promise<unknown> {
    return isUrl(file) ? this.fetchJson(file) : this.readJson(file);
  }

  private fetchJson(url: string): Promise<unknown> {
    const kept = this.fetched.get(url);
    const now = this.elapsedMs();
    if (kept && now - kept.checkedAt < RECHECK_MS) return kept.value;
    // Pages asking at once share one request.
    const value = fetchPublished(url)
      .then((response) => response.json() as Promise<unknown>)
      .catch(() => null);
    this.fetched.set(url, { checkedAt: now, value });
    return value;
  }

  private async readJson(file: string): Promise<unknown> {
    const kept = this.cache.get(file);
    const now = this.elapsedMs();
    if (kept && now - kept.checkedAt < RECHECK_MS) return kept.value;
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (kept && kept.mtimeMs === mtimeMs) {
      kept.checkedAt = now;
      return kept.value;
    }
    let value: unknown;
    try {
      value = JSON.parse(await readFile(file, 'utf8')) as unknown;
    } catch {
      value = null;
    }
    this.cache.set(file, { mtimeMs, value, checkedAt: now });
    return value;
  }

  /** The shell's route table (remote-routes.json, written by the shell's build). */
  async remoteRoutes(): Promise<RemoteRoute[]> {
    const routes = await this.readJson(path.join(shellDist(this.webRoot), 'remote-routes.json'));
    return Array.isArray(routes) ? routes.filter(isRemoteRoute) : [];
  }

  /** The path patterns of the shell's own screens (shell-routes.json, written by the shell's build); null without it. */
  async shellScreenPaths(): Promise<string[] | null> {
    const routes = await this.readJson(path.join(shellDist(this.webRoot), 'shell-routes.json'));
    if (!Array.isArray(routes)) return null;
    return routes.flatMap((route: unknown) => {
      const pattern = typeof route === 'object' && route !== null ? (route as Record<string, unknown>).path : undefined;
      return typeof pattern === 'string' ? [pattern] : [];
    });
  }

  /**
   * The path patterns of a remote's screens, as its build publishes them (REMOTE_SCREEN_PATHS_FILE) in `files` (its
   * folder on this disk, or on a trusted origin: RemoteLocation); null when it publishes none or cannot be read.
   */
  async remoteScreenPaths(files: string): Promise<string[] | null> {
    const paths = await this.json(fileIn(files, REMOTE_SCREEN_PATHS_FILE));
    return Array.isArray(paths) ? paths.filter((pattern): pattern is string => typeof pattern === 'string') : null;
  }

  private async builtAssets(dist: string): Promise<BuiltBootAssets | null> {
    const value = await this.json(fileIn(dist, BOOT_ASSETS_FILE));
    return typeof value === 'object' && value !== null ? (value as BuiltBootAssets) : null;
  }

  /** The preloads kept under `key` when worked out from the same `from` values, else `work()`'s, kept. A copy either way. */
  private keptPreloads(key: string, from: readonly unknown[], work: () => Preload[]): Preload[] {
    const kept = this.preloads.get(key);
    if (kept && kept.from.length === from.length && kept.from.every((value, i) => value === from[i])) return [...kept.preloads];
    const preloads = work();
    this.preloads.set(key, { from, preloads });
    return [...preloads];
  }

  private async shellBuild(): Promise<Build | null> {
    const assets = await this.builtAssets(shellDist(this.webRoot));
    return assets ? { assets, base: '/' } : null;
  }

  /**
   * The files of `start` plus those of every shared module it consumes, followed through the `shared` lists.
   * A key the host (`shell`) provides comes from the host's build (its files under `/`): the runtime takes a
   * shared module from whoever registered it first, and the shell registers before any remote.
   */
  private static closure(start: AssetGroup, own: Build, shell: Build | null): Preload[] {
    const files = new Map<string, Preload>();
    const seen = new Set<string>();
    const visit = (group: AssetGroup | undefined, build: Build) => {
      if (!group) return;
      const add = (file: string, as: Preload['as']) => files.set(`${build.base}${urlPath(file)}`, { href: `${build.base}${urlPath(file)}`, as });
      for (const file of strings(group.js)) add(file, 'script');
      for (const file of strings(group.css)) add(file, 'style');
      for (const key of strings(group.consumes)) {
        if (seen.has(key)) continue;
        seen.add(key);
        const provider = shell?.assets.shared?.[key] ? shell : own;
        visit(provider.assets.shared?.[key], provider);
      }
    };
    visit(start, own);
    return [...files.values()];
  }

  /**
   * The shared modules the shell's federation runtime loads before its main code runs (those its initial
   * chunks consume, and what they consume in turn); not the ones only a later chunk needs (the sign-in forms').
   */
  async shellPreloads(): Promise<Preload[]> {
    const shell = await this.shellBuild();
    const startup = shell?.assets.startup;
    if (!shell || !startup) return [];
    // main.js and main.css are the page's own tags already.
    return this.keptPreloads('shell', [shell.assets], () => BootAssets.closure({ consumes: startup.consumes }, shell, null));
  }

  /**
   * The remote's manifest (`manifestHref`, the registry's URL: the runtime fetches it first), its entry, and
   * its `./routes` module with every chunk that loads (its split chunks, the shared modules it consumes), as
   * URLs under `base` (the folder of the manifest URL, e.g. `/remotes/mfe-discovery/`) or the shell's.
   */
  async remotePreloads(remote: RemoteName, base: string, manifestHref: string): Promise<Preload[]> {
    const dist = remoteDist(this.webRoot, remote);
    const manifest = (await this.readJson(path.join(dist, 'mf-manifest.json'))) as Manifest | null;
    if (!manifest) return [];
    const assets = await this.builtAssets(dist);
    const shell = await this.shellBuild();
    return this.keptPreloads(JSON.stringify([remote, base, manifestHref]), [manifest, assets, shell?.assets], () => {
      const preloads: Preload[] = [{ href: manifestHref, as: 'fetch' }];
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) preloads.push({ href: `${base}${urlPath(entry.path ?? '', entry.name)}`, as: 'script' });
      const routes = assets?.exposes?.['./routes'];
      if (assets && routes) preloads.push(...BootAssets.closure(routes, { assets, base }, shell));
      return preloads;
    });
  }

  /**
   * The stylesheets a page of the remote's `./routes` shows at once when rendered on the server, under `base`: the
   * module's own, and those of `lazyScreen` (the chunk name of the screen it loads lazily, PageQueries), not every
   * screen's nor the map's (issue 29: each inline kilobyte is parsed before the first paint). A build that names no
   * such screen (one from before boot-assets.json listed them) gives them all, as the manifest lists them.
   */
  async remoteStylesheets(remote: RemoteName, base: string, lazyScreen: string | null): Promise<string[]> {
    // A remote published on another origin (base is its folder's URL) has its files read from there.
    const dist = isUrl(base) ? base : remoteDist(this.webRoot, remote);
    const assets = await this.builtAssets(dist);
    const routes = assets?.exposes?.['./routes'];
    const screen = lazyScreen === null ? { css: [] } : assets?.named?.[lazyScreen];
    let files: string[];
    if (routes && screen) files = [...strings(routes.css), ...strings(screen.css)];
    else {
      const manifest = (await this.json(fileIn(dist, 'mf-manifest.json'))) as Manifest | null;
      const css = Array.isArray(manifest?.exposes) ? manifest.exposes.find((expose) => expose.name === 'routes')?.assets?.css : undefined;
      files = [...strings(css?.sync), ...strings(css?.async)];
    }
    return [...new Set(files)].map((file) => `${base}${urlPath(file)}`);
  }
}
