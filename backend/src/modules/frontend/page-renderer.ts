import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RemoteName } from '@events/contracts/frontend';
import {
  REMOTE_SERVER_FILE,
  SHELL_SERVER_FILE,
  type PageState,
  type RemoteServerModule,
  type ShellServerModule,
} from '@events/contracts/page-render';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Clock } from '../../common/clock/clock.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { ServerBuild } from '../../common/render/server-build.js';
import { BootAssets } from './boot-assets.js';
import { FrontendService } from './frontend.service.js';
import { remoteForPath } from './page-boot.js';
import { pathnameOf } from './web-files.js';

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

function isRemoteServer(value: unknown): value is RemoteServerModule {
  return typeof value === 'object' && value !== null && typeof (value as { pageQueries?: unknown }).pageQueries === 'function';
}

/** Headers of the page request its API reads keep: the host (allowed-hosts.ts) and what a proxy said of it. */
const FORWARDED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * Renders a screen route's body on the server (issue 29, DESIGN.md "Discovery pages ... are rendered on the server")
 * from the shell's and the address's remote's server builds, when both exist on this disk: a remote the registry
 * serves from elsewhere, or one without a server build, is rendered by the browser as before. The render asks the
 * API through this instance in process (Fastify's inject), as an anonymous visitor: the page is the same for everyone
 * and the personal parts come after hydration.
 */
@Injectable()
export class PageRenderer {
  private readonly shell: ServerBuild<ShellServerModule>;
  private readonly remotes = new Map<RemoteName, ServerBuild<RemoteServerModule>>();
  private readonly assets: BootAssets;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly frontend: FrontendService,
    private readonly clock: Clock,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.shell = new ServerBuild(path.join(config.webRoot, 'shell', 'dist-server', SHELL_SERVER_FILE), isShellServer);
    this.assets = new BootAssets(config.webRoot);
  }

  private remoteBuild(remote: RemoteName): ServerBuild<RemoteServerModule> {
    let build = this.remotes.get(remote);
    if (!build) {
      build = new ServerBuild(path.join(this.config.webRoot, remote, 'dist-server', REMOTE_SERVER_FILE), isRemoteServer);
      this.remotes.set(remote, build);
    }
    return build;
  }

  /** Where the registry serves `remote` from, when that is this origin's /remotes/<remote>/ (so its builds are on this disk). */
  private localBase(remote: RemoteName, origin: string): string | null {
    const manifestUrl = this.frontend.registryFor(null, origin).remotes[remote];
    if (!manifestUrl) return null;
    const url = new URL(manifestUrl);
    const base = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    return url.origin === origin && base === `/remotes/${remote}/` ? base : null;
  }

  /** A fetch answered by this instance's own routes: GET only, anonymous, JSON. Each address asked goes into `reads`. */
  private fetchFor(req: FastifyRequest, reads: string[]): typeof fetch {
    const server = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
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
      const answer = await server.inject({ method: 'GET', url: address, headers: forwarded });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(name, item);
      }
      const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload);
      return new Response(body, { status: answer.statusCode, headers });
    };
  }

  /**
   * The body of `req`'s page, or null when it is the browser's to render: server rendering switched off
   * (PAGE_SERVER_RENDERING), an address no remote renders, a remote without server builds here, or one whose item does not exist (the page is a 404 and the app says so itself).
   * Rejects when a build fails to load or render; the caller then sends the page for the browser to render.
   */
  async render(req: FastifyRequest): Promise<RenderedBody | null> {
    if (!this.config.serverRendering) return null;
    const remote = remoteForPath(await this.assets.remoteRoutes(), pathnameOf(req.url));
    if (!remote) return null;
    const origin = requestOrigin(req);
    const base = this.localBase(remote, origin);
    if (base === null) return null;
    const [shell, remoteBuild] = await Promise.all([this.shell.load(), this.remoteBuild(remote).load()]);
    if (!shell || !remoteBuild) return null;
    const now = this.clock.nowMs();
    const reads: string[] = [];
    const { notFound, queries, canonicalPath } = await remoteBuild.module.pageQueries({ url: req.url, now, origin, fetch: this.fetchFor(req, reads) });
    if (notFound) return null;
    const page = await shell.module.renderPage({ url: req.url, now, remoteName: remote, remote: remoteBuild.module, queries });
    // The canonical link names the public address, as the detail pages' heads do (page-meta.service.ts).
    const canonicalUrl = canonicalPath === null ? null : new URL(canonicalPath, `${this.config.publicUrl ?? origin}/`).href;
    const state: PageState = { cache: page.state, reads };
    return { html: page.html, state, stylesheets: await this.assets.remoteStylesheets(remote, base), canonicalUrl };
  }
}
