import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@events/contracts/frontend';
import type { Preload, RemoteRoute } from './page-boot.js';
import { remoteDist, shellDist } from './web-files.js';

/** The parts of a built app's mf-manifest.json read here. */
type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { assets?: { js?: { sync?: string[] } } }[];
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
};

type Cached<T> = { readonly mtimeMs: number; readonly value: T };

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

function isRemoteRoute(value: unknown): value is RemoteRoute {
  if (typeof value !== 'object' || value === null) return false;
  const { path: pattern, remote } = value as Record<string, unknown>;
  return typeof pattern === 'string' && typeof remote === 'string' && (REMOTE_NAMES as readonly string[]).includes(remote);
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

  constructor(private readonly webRoot: string) {}

  private async readJson(file: string): Promise<unknown> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.value;
    let value: unknown;
    try {
      value = JSON.parse(await readFile(file, 'utf8')) as unknown;
    } catch {
      value = null;
    }
    this.cache.set(file, { mtimeMs, value });
    return value;
  }

  /** The shell's route table (remote-routes.json, written by the shell's build). */
  async remoteRoutes(): Promise<RemoteRoute[]> {
    const routes = await this.readJson(path.join(shellDist(this.webRoot), 'remote-routes.json'));
    return Array.isArray(routes) ? routes.filter(isRemoteRoute) : [];
  }

  /** The shell's shared singletons: its federation runtime loads them right after its main script. */
  async shellPreloads(): Promise<Preload[]> {
    const manifest = (await this.readJson(path.join(shellDist(this.webRoot), 'mf-manifest.json'))) as Manifest | null;
    const files = new Set((manifest?.shared ?? []).flatMap((s) => strings(s.assets?.js?.sync)));
    return [...files].map((file) => ({ href: `/${urlPath(file)}`, as: 'script' }));
  }

  /**
   * The remote's entry and its `./routes` module (scripts and styles), as URLs under `base` (the folder of
   * the manifest URL the registry gives, e.g. `/remotes/mfe-discovery/`).
   */
  async remotePreloads(remote: RemoteName, base: string): Promise<Preload[]> {
    const manifest = (await this.readJson(path.join(remoteDist(this.webRoot, remote), 'mf-manifest.json'))) as Manifest | null;
    if (!manifest) return [];
    const href = (file: string) => `${base}${urlPath(file)}`;
    const preloads: Preload[] = [];
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) preloads.push({ href: href(urlPath(entry.path ?? '', entry.name)), as: 'script' });
    const routes = (manifest.exposes ?? []).find((e) => e.path === './routes');
    for (const file of strings(routes?.assets?.js?.sync)) preloads.push({ href: href(file), as: 'script' });
    for (const file of strings(routes?.assets?.css?.sync)) preloads.push({ href: href(file), as: 'style' });
    return preloads;
  }
}
