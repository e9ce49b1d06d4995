import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REMOTE_SERVER_DIGITS, type RemoteServerModule, type SsrRemoteEntry } from '@events/contracts/page-render';
import { runCommonJsSource } from '../../common/render/server-build.js';
import { fetchPublished, isUrl } from './published-files.js';

export function isRemoteServer(value: unknown): value is RemoteServerModule {
  return typeof value === 'object' && value !== null && typeof (value as { pageQueries?: unknown }).pageQueries === 'function';
}

/**
 * A remote's server build as its manifest names it: the module, and the URL it came from (a file URL for a build on
 * this disk; a deploy names another).
 */
export type PublishedBuild = { readonly module: RemoteServerModule; readonly url: string };

/** The name a published build carries: its content's SHA-256, in part (publishedServerFile). */
const PUBLISHED_NAME = new RegExp(`\\.([0-9a-f]{${REMOTE_SERVER_DIGITS}})\\.cjs$`);

/**
 * The URL of the server build `manifest` (read from `manifestUrl`) names in `metaData.ssrRemoteEntry`, or null when
 * it names none, names one without its hash, or names one on another origin than its own (a manifest on this disk, a
 * file URL, names a file).
 */
export function publishedBuildUrl(manifest: unknown, manifestUrl: string): string | null {
  const entry = (manifest as { metaData?: { ssrRemoteEntry?: Partial<SsrRemoteEntry> } } | null)?.metaData?.ssrRemoteEntry;
  if (typeof entry?.name !== 'string' || !PUBLISHED_NAME.test(entry.name)) return null;
  const folder = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/+$/, '')}/` : '';
  const url = new URL(`${folder}${entry.name}`, manifestUrl);
  return url.origin === new URL(manifestUrl).origin ? url.href : null;
}

/**
 * The server builds remotes publish with their browser builds, found by their manifests (issue 29: the renderer loads
 * a remote's server build from the same manifest the browser loads the remote from): a manifest on this disk for a
 * remote this backend serves, or one on an origin of PAGE_SERVER_RENDERING_REMOTE_ORIGINS. `readJson` reads a
 * manifest again at most once a second, so a new deploy of the remote, which replaces its manifest last, renders
 * pages within a second of it, with the browser build it came with. The build a manifest names is read once (its name
 * holds its hash, so a deploy names another file), checked against that hash (a half-copied file is refused, as is a
 * changed one), and run with the imports it leaves out (react, the router, react-query: SERVER_EXTERNALS) resolved
 * from `requireFrom`, the shell's server build, so both render with one React.
 */
export class PublishedRemoteBuilds {
  /** The build each manifest named last, by the manifest's location; an earlier one is dropped with it. */
  private readonly builds = new Map<string, { readonly url: string; readonly module: Promise<RemoteServerModule> }>();

  constructor(
    private readonly readJson: (url: string) => Promise<unknown>,
    private readonly requireFrom: string,
  ) {}

  /**
   * The build the manifest at `manifest` (a file on this disk, or a published remote's URL) names; null when it names
   * none. Rejects when it cannot be loaded.
   */
  async load(manifest: string): Promise<PublishedBuild | null> {
    const url = publishedBuildUrl(await this.readJson(manifest), isUrl(manifest) ? manifest : pathToFileURL(manifest).href);
    if (url === null) return null;
    let kept = this.builds.get(manifest);
    if (kept?.url !== url) {
      const loading = { url, module: this.readBuild(url) };
      this.builds.set(manifest, loading);
      // A build that failed is asked for again on the next page.
      loading.module.catch(() => {
        if (this.builds.get(manifest) === loading) this.builds.delete(manifest);
      });
      kept = loading;
    }
    return { url, module: await kept.module };
  }

  private async readBuild(url: string): Promise<RemoteServerModule> {
    const code = url.startsWith('file:') ? await readFile(fileURLToPath(url)) : Buffer.from(await (await fetchPublished(url)).arrayBuffer());
    const digest = createHash('sha256').update(code).digest('hex');
    if (PUBLISHED_NAME.exec(url)?.[1] !== digest.slice(0, REMOTE_SERVER_DIGITS)) {
      throw new Error(`${url} is not the build its name says (its SHA-256 is ${digest})`);
    }
    const exported = runCommonJsSource(code.toString('utf8'), url, this.requireFrom);
    if (!isRemoteServer(exported)) throw new Error(`${url} does not export a remote's server build`);
    return exported;
  }
}
