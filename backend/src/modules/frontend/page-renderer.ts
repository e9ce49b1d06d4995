import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RemoteName } from '@events/contracts/frontend';
import { SHELL_SERVER_FILE, type PageState, type RemoteServerModule, type ShellServerModule } from '@events/contracts/page-render';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Clock } from '../../common/clock/clock.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { RenderCache } from '../../common/cache/render-cache.js';
import { RenderCacheRegistry } from '../../common/cache/render-cache-registry.js';
import { ServerBuild } from '../../common/render/server-build.js';
import { within } from '../../common/async/within.js';
import { BootAssets } from './boot-assets.js';
import { FrontendService } from './frontend.service.js';
import { PublishedRemoteBuilds } from './published-remote-builds.js';
import { remoteForPath } from './page-boot.js';
import { pathnameOf, type RemoteLocation, remoteLocation } from './web-files.js';

/**
 * A page's body as the server rendered it: `#root`'s markup, what it was rendered from (the query cache and the API
 * reads that filled it), the stylesheets it needs, and the page's canonical URL when the head does not name one already (null).
 */
export type RenderedBody = {
  readonly html: string;
  readonly state: PageState;
  readonly stylesheets: readonly string[];
  readonly canonicalUrl: string | null;
};

function isShellServer(value: unknown): value is ShellServerModule {
  return typeof value === 'object' && value !== null && typeof (value as { renderPage?: unknown }).renderPage === 'function';
}

/** Pages kept per instance (a listing's is about 60 KB with its cache), by address, host and builds. */
const CACHED_PAGES = 500;
/**
 * Within the listings' freshness in the browser (30 s: use-listing.ts), so a kept page hydrates on answers the page
 * still takes as fresh and asks for nothing again; a catalogue change clears the cache at once (RenderCacheRegistry).
 */
const CACHED_PAGE_MS = 10_000;

/** An API answer a render read: kept as its parts, since a Response's body is read once. */
type KeptRead = { readonly status: number; readonly headers: readonly (readonly [string, string])[]; readonly body: Uint8Array | null };

const UTF8 = new TextDecoder();

/**
 * An API answer read in process, as the render's fetch gives it: its body is at hand, so `text()` and `json()`
 * decode it at once instead of reading it through a stream (about a millisecond of each page's render went there).
 * `body` is null: the app's client reads answers by `text()` (api-client client.ts).
 */
function readResponse(bytes: Uint8Array | null, init: ResponseInit): Response {
  const text = bytes === null ? '' : UTF8.decode(bytes);
  return Object.assign(new Response(null, init), {
    text: () => Promise.resolve(text),
    json: async (): Promise<unknown> => JSON.parse(text) as unknown,
  });
}

/** Whether a Cache-Control lets any cache keep the answer at least `ms`: public, with a max-age that long. */
function keepableFor(cacheControl: string | string[] | number | undefined, ms: number): boolean {
  if (typeof cacheControl !== 'string' || !/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return false;
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl)?.[1];
  return maxAge !== undefined && Number(maxAge) * 1000 >= ms;
}

/** Headers of the page request its API reads keep: the host (allowed-hosts.ts) and what a proxy said of it. */
const FORWARDED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * Renders a screen route's body on the server (issue 29, DESIGN.md "Discovery pages ... are rendered on the server")
 * from the shell's server build and the server build the address's remote publishes with its browser build, named by
 * the manifest the browser loads the remote from (PublishedRemoteBuilds): on this disk for a remote served from this
 * origin's /remotes/, fetched for one served from an origin of PAGE_SERVER_RENDERING_REMOTE_ORIGINS. A remote served
 * from any other origin, or one whose manifest names no server build it can load, is rendered by the browser as before. The render asks the API through this instance in process (Fastify's inject), as an anonymous
 * visitor: the page is the same for everyone and the personal parts come after hydration.
 */
@Injectable()
export class PageRenderer {
  private readonly shell: ServerBuild<ShellServerModule>;
  private readonly assets: BootAssets;
  private readonly published: PublishedRemoteBuilds;
  private readonly pages: RenderCache<RenderedBody | null>;
  /** The API's public answers the renders read, by address and forwarded headers (read()). */
  private readonly reads: RenderCache<KeptRead>;
  /** Renders under way, by cache key: requests for a page being rendered wait for that render. */
  private readonly rendering = new Map<string, Promise<RenderedBody | null>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly frontend: FrontendService,
    private readonly clock: Clock,
    private readonly adapterHost: HttpAdapterHost,
    caches: RenderCacheRegistry,
  ) {
    const shellFile = path.join(config.webRoot, 'shell', 'dist-server', SHELL_SERVER_FILE);
    this.shell = new ServerBuild(shellFile, isShellServer);
    this.assets = new BootAssets(config.webRoot);
    this.published = new PublishedRemoteBuilds((url) => this.assets.json(url), shellFile);
    this.pages = caches.register(new RenderCache<RenderedBody | null>(CACHED_PAGES, CACHED_PAGE_MS));
    this.reads = caches.register(new RenderCache<KeptRead>(CACHED_PAGES, CACHED_PAGE_MS));
  }

  /** Where the registry serves `remote` from to anonymous visitors, when a render can read its build: this disk, or a trusted origin. */
  private location(remote: RemoteName, origin: string): RemoteLocation | null {
    const manifestUrl = this.frontend.registryFor(null, origin).remotes[remote];
    return manifestUrl ? remoteLocation(this.config.webRoot, remote, manifestUrl, origin, this.config.remoteBuildOrigins) : null;
  }

  /**
   * `address` as this instance's routes answer it to `headers`, kept CACHED_PAGE_MS when the answer is public and any
   * browser may keep it that long anyway (the categories every listing's render reads, a listing two addresses share).
   */
  private async read(address: string, headers: Record<string, string>): Promise<KeptRead> {
    const key = JSON.stringify([address, headers]);
    const kept = this.reads.get(key);
    if (kept !== undefined) return kept;
    const server = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const answer = await server.inject({ method: 'GET', url: address, headers });
    const read: KeptRead = {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) => (value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).map((item) => [name, item] as const))),
      body: answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload),
    };
    if (answer.statusCode === 200 && keepableFor(answer.headers['cache-control'], CACHED_PAGE_MS)) this.reads.set(key, read);
    return read;
  }

  /** A fetch answered by this instance's own routes: GET only, anonymous, JSON. Each address asked goes into `reads`. */
  private fetchFor(req: FastifyRequest, reads: string[]): typeof fetch {
    const forwarded: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    return async (input, init) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') throw new Error(`A page render only reads; it asked for ${method}`);
      const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(target, 'http://localhost');
      const address = `${url.pathname}${url.search}`;
      reads.push(address);
      const read = await this.read(address, forwarded);
      return readResponse(read.body, { status: read.status, headers: new Headers(read.headers.map(([name, value]) => [name, value])) });
    };
  }

  /**
   * The body of `req`'s page, or null when it is the browser's to render: server rendering switched off
   * (PAGE_SERVER_RENDERING), an address no remote renders, a remote without a server build it may run, or one whose item
   * does not exist (the page is a 404 and the app says so itself). In the reader's `language`. Kept a few seconds per
   * address, host, language and builds.
   * Rejects when a build fails to load or render, or when the render takes longer than PAGE_SERVER_RENDERING_DEADLINE_MS
   * (DeadlineExceededError: it goes on, and is kept for the next request); the caller then sends the page for the
   * browser to render.
   */
  async render(req: FastifyRequest, language: string): Promise<RenderedBody | null> {
    if (!this.config.serverRendering) return null;
    const remote = remoteForPath(await this.assets.remoteRoutes(), pathnameOf(req.url));
    if (!remote) return null;
    const origin = requestOrigin(req);
    const location = this.location(remote, origin);
    if (location === null) return null;
    const { base } = location;
    const [shell, remoteBuild] = await Promise.all([this.shell.load(), this.published.load(location.manifest)]);
    if (!shell || !remoteBuild) return null;
    const key = JSON.stringify([req.url, origin, language, shell.mtimeMs, remoteBuild.url]);
    const kept = this.pages.get(key);
    if (kept !== undefined) return kept;
    let render = this.rendering.get(key);
    if (!render) {
      render = this.renderPage(req, { remote, base, origin, language, shell: shell.module, remoteModule: remoteBuild.module });
      this.rendering.set(key, render);
      const settled = render.then((body) => this.pages.set(key, body));
      void settled.finally(() => this.rendering.delete(key)).catch(() => undefined);
    }
    // The builds load once per deploy (a remote origin's fetch has its own time limit); a render's time is its API
    // reads', which a slow database stretches without end.
    return within(render, this.config.renderDeadlineMs);
  }

  /** Renders `req`'s page: the remote's entries for the address, then the shell's page around its routes. */
  private async renderPage(
    req: FastifyRequest,
    page: { remote: RemoteName; base: string; origin: string; language: string; shell: ShellServerModule; remoteModule: RemoteServerModule },
  ): Promise<RenderedBody | null> {
    const { remote, base, origin } = page;
    const now = this.clock.nowMs();
    const reads: string[] = [];
    const { notFound, queries, canonicalPath, lazyScreen } = await page.remoteModule.pageQueries({ url: req.url, now, origin, fetch: this.fetchFor(req, reads) });
    if (notFound) return null;
    const rendered = await page.shell.renderPage({ url: req.url, now, language: page.language, remoteName: remote, remote: page.remoteModule, queries });
    // The canonical link names the public address, as the detail pages' heads do (page-meta.service.ts).
    const canonicalUrl = canonicalPath === null ? null : new URL(canonicalPath, `${this.config.publicUrl ?? origin}/`).href;
    const state: PageState = { cache: rendered.state, reads };
    // Absolute, as the remote's loaders name its files (its public path is the registry's absolute manifest URL): they
    // take a stylesheet the page names so for loaded.
    const stylesheets = (await this.assets.remoteStylesheets(remote, base, lazyScreen)).map((href) => new URL(href, origin).href);
    return { html: rendered.html, state, stylesheets, canonicalUrl };
  }
}
