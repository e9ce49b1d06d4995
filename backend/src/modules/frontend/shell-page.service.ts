import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthState, REQUEST_AUTHENTICATOR, type RequestAuthenticator } from '../../common/auth/auth-state.js';
import { rolesOf } from '@events/contracts/roles';
import type { AppConfig } from '../../config/app-config.js';
import { declareCacheClass, PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '../../common/http/cache-class.js';
import { strongEtag } from '../../common/http/conditional-get.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BootAssets } from './boot-assets.js';
import { FrontendService } from './frontend.service.js';
import { matchesScreenRoute, type PageBoot, type Preload, remoteForPath, renderShellWithBoot } from './page-boot.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { ShellIndexReader } from './shell-index.js';
import { notFoundPageMeta, renderShellWithMeta, shellTitleOf, siteNameOf } from './page-meta.js';
import { localRemoteFolder, pathnameOf, remoteLocation } from './web-files.js';
import { PageRenderer, type RenderedBody } from './page-renderer.js';
import { PageStylesheets } from './page-stylesheets.js';
import { renderShellWithBody, shellStylesheets } from './rendered-body.js';
import { renderShellInLanguage } from './page-language.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import type { Language } from '@events/contracts/languages';
import { addVary } from '../../common/http/vary.js';
import { DeadlineExceededError } from '../../common/async/within.js';

/**
 * A page as sent: its text, or its bytes with their ETag when it was put together from a body rendered here.
 * `keepable`: false for a page whose render was late: a shared cache would hand the browser's page to every visitor
 * for its lifetime, while the render is kept here for the next request.
 */
export type PageAnswer = { readonly body: string | Buffer; readonly etag: string | null; readonly keepable: boolean };

/**
 * Sends a shell page with `status`, public with a page's lifetimes unless its cache class says otherwise or it is
 * not `keepable` (private, no-store).
 */
export function sendPage(res: FastifyReply, status: number, page: PageAnswer): void {
  if (page.etag !== null) res.header('etag', page.etag);
  res
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', page.keepable ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
    .send(page.body);
}

/** What the server has for a page's body: its render; none (the browser renders it); or none yet (its render is late). */
type PageBody = RenderedBody | null | 'late';

/**
 * The shell's index.html for one request, carrying what the shell would otherwise ask for one step at a time:
 * the role-filtered remote registry, whether the visitor is anonymous, the map tiles, and preloads of the files the address
 * needs (the shell's shared singletons, the remote's entry and its `./routes` module). A request whose token
 * is stale gets only the map tiles: the shell refreshes the session and asks for the registry itself.
 */
@Injectable()
export class ShellPageService {
  private readonly logger = new Logger(ShellPageService.name);
  private readonly shell: ShellIndexReader;
  private readonly assets: BootAssets;
  private readonly stylesheets: PageStylesheets;
  /** Each kept body's pages as sent, by the page around it (the shell's or a detail page's, with its boot data). */
  private readonly answers = new WeakMap<RenderedBody, Map<string, PageAnswer>>();
  /** Each page request's sign-in, read once: its boot data and its language both need it. */
  private readonly auths = new WeakMap<FastifyRequest, Promise<AuthState | null>>();
  /** Each page request's body, started once: a detail page starts it beside its head's read (startBody). */
  private readonly bodies = new WeakMap<FastifyRequest, Promise<PageBody>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly frontend: FrontendService,
    @Optional() @Inject(REQUEST_AUTHENTICATOR) private readonly authenticator?: RequestAuthenticator,
    @Optional() private readonly renderer?: PageRenderer,
  ) {
    this.shell = new ShellIndexReader(config.webRoot);
    this.assets = new BootAssets(config.webRoot);
    this.stylesheets = new PageStylesheets(config.webRoot);
  }

  private authOf(req: FastifyRequest, res: FastifyReply): Promise<AuthState | null> {
    let auth = this.auths.get(req);
    if (!auth) {
      const authenticator = this.authenticator;
      auth = authenticator ? authenticator.authenticate(req, res).catch(() => null) : Promise.resolve(null);
      this.auths.set(req, auth);
    }
    return auth;
  }

  /**
   * The page's language (issue 31): the signed-in user's saved choice, else the language cookie, else the browser's
   * Accept-Language, else English.
   */
  async languageFor(req: FastifyRequest, res: FastifyReply): Promise<Language> {
    return requestLanguage(req, (await this.authOf(req, res))?.user ?? null);
  }

  /**
   * The boot data and preloads of `req`. Without a fresh session (no authenticator, a stale token) the boot data
   * carries only the map tiles: the page asks for the registry itself.
   */
  async bootFor(req: FastifyRequest, res: FastifyReply): Promise<{ boot: PageBoot; preloads: Preload[] }> {
    const mapTiles = this.config.mapTiles;
    const auth = await this.authOf(req, res);
    if (!auth || auth.stale) return { boot: { mapTiles }, preloads: [] };
    const origin = requestOrigin(req);
    const registry = this.frontend.registryFor(auth.user ? { roles: rolesOf(auth.user) } : null, origin);
    const boot: PageBoot = auth.user || auth.via ? { remotes: registry.remotes, mapTiles } : { remotes: registry.remotes, session: 'anonymous', mapTiles };

    const preloads = await this.assets.shellPreloads();
    const remote = remoteForPath(await this.assets.remoteRoutes(), pathnameOf(req.url));
    const manifestUrl = remote ? registry.remotes[remote] : undefined;
    // Only a remote served from here (same origin, under /remotes/<name>/) has a manifest on this disk.
    const base = remote && manifestUrl ? localRemoteFolder(manifestUrl, origin, remote) : null;
    if (remote && manifestUrl && base) {
      const url = new URL(manifestUrl);
      preloads.push(...(await this.assets.remotePreloads(remote, base, `${url.pathname}${url.search}`)));
    }
    // A shared module both lists name (the shell provides it) is preloaded once.
    return { boot, preloads: [...new Map(preloads.map((p) => [p.href, p])).values()] };
  }

  /** The boot data and preloads of `req`; null (logged) when they cannot be made: the page then asks for them itself. */
  private async bootOrNull(req: FastifyRequest, res: FastifyReply): Promise<{ boot: PageBoot; preloads: Preload[] } | null> {
    try {
      return await this.bootFor(req, res);
    } catch (error) {
      this.logger.warn(`Page boot data for ${req.url} not added: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /**
   * The body the server renders for `req` (page-renderer.ts); null when the address is the browser's to render or
   * the render failed, 'late' when it took longer than PAGE_SERVER_RENDERING_DEADLINE_MS (both logged): the page then
   * renders in the browser as it did before pages were rendered here.
   */
  private async bodyFor(req: FastifyRequest, language: string): Promise<PageBody> {
    if (!this.renderer) return null;
    try {
      return await this.renderer.render(req, language);
    } catch (error) {
      const late = error instanceof DeadlineExceededError;
      const reason = late ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
      this.logger.warn(`Page ${req.url} not rendered on the server: ${reason}`);
      return late ? 'late' : null;
    }
  }

  /**
   * Starts rendering `req`'s body in `language`, for complete() to take: a detail page's head is read meanwhile, so
   * the page waits for the slower of the two, not for both one after the other.
   */
  startBody(req: FastifyRequest, language: string): void {
    void this.bodyOf(req, language);
  }

  private bodyOf(req: FastifyRequest, language: string): Promise<PageBody> {
    let body = this.bodies.get(req);
    if (!body) {
      body = this.bodyFor(req, language);
      this.bodies.set(req, body);
    }
    return body;
  }

  /**
   * `html` (the shell's page, or a detail page's) as sent: in the reader's language (issue 31: the same address in
   * every language, so the answer varies on Accept-Language, and a shared cache keys it on the language cookie too),
   * with its boot data and preloads, and the server-rendered body.
   */
  async complete(req: FastifyRequest, res: FastifyReply, page: string): Promise<PageAnswer> {
    const language = await this.languageFor(req, res);
    addVary(res, 'Accept-Language');
    const html = renderShellInLanguage(page, language);
    const [boot, body] = await Promise.all([this.bootOrNull(req, res), this.bodyOf(req, language)]);
    if (body === null || body === 'late') return { body: boot ? renderShellWithBoot(html, boot.boot, boot.preloads) : html, etag: null, keepable: body === null };
    // A page with its first card in the HTML paints without scripts: preloaded, the 30-odd files of the app would
    // compete with its images for the first paint (`npm run bench:web`: 1296 -> 976 ms at 4x CPU). Its script tags
    // still ask for them. Its stylesheets come inline.
    const preloads = boot?.preloads.filter((preload) => preload.as !== 'script' && preload.as !== 'style') ?? [];
    const withBoot = boot ? renderShellWithBoot(html, boot.boot, preloads) : html;
    // The page is the same for every visitor with the same boot data while the renderer keeps its body: put together,
    // encoded and hashed once.
    const answers = this.answers.get(body) ?? new Map<string, PageAnswer>();
    this.answers.set(body, answers);
    const kept = answers.get(withBoot);
    if (kept) return kept;
    const texts = await this.stylesheets.texts([...shellStylesheets(html), ...body.stylesheets], requestOrigin(req));
    const bytes = Buffer.from(renderShellWithBody(withBoot, body, texts));
    const answer: PageAnswer = { body: bytes, etag: strongEtag(bytes), keepable: true };
    answers.set(withBoot, answer);
    return answer;
  }

  /**
   * Whether a screen owns the address: one of the shell's own (login, the content pages), or a remote's. The shell
   * hands a remote whole subtrees (`/events/*`); below them, the remote's own screens tell, when its build on this
   * disk publishes their paths (REMOTE_SCREEN_PATHS_FILE). True when the shell's route tables cannot be read.
   */
  private async screenOwns(req: FastifyRequest): Promise<boolean> {
    const pathname = pathnameOf(req.url);
    const [shellPaths, remoteRoutes] = await Promise.all([this.assets.shellScreenPaths(), this.assets.remoteRoutes()]);
    if (shellPaths === null || remoteRoutes.length === 0) return true;
    if (matchesScreenRoute(shellPaths, pathname)) return true;
    const remote = remoteForPath(remoteRoutes, pathname);
    if (!remote) return false;
    // Where the registry serves the remote from to whichever visitors it serves it (the account, producer and editor
    // remotes go to signed-in visitors only; their addresses answer alike for everyone): this disk, or a trusted origin.
    const origin = requestOrigin(req);
    const location = remoteLocation(this.config.webRoot, remote, this.frontend.manifestUrlOf(remote, origin), origin, this.config.remoteBuildOrigins);
    if (location === null) return true;
    const remotePaths = await this.assets.remoteScreenPaths(location.files);
    return remotePaths === null || matchesScreenRoute(remotePaths, pathname);
  }

  /** The shell's page with the not-found head (its title, noindex), as an unknown event's page has (page-meta.ts). */
  private async notFoundPage(req: FastifyRequest, res: FastifyReply, html: string): Promise<string> {
    const siteName = siteNameOf(shellTitleOf(html));
    return renderShellWithMeta(html, notFoundPageMeta(siteName, await this.languageFor(req, res)), siteName);
  }

  /**
   * Answers a screen route with the shell's page. `plain` sends the file as it is (the shell not built yet:
   * 503 text). An address no screen owns gets a 404 with the not-found head: the shell shows its not-found screen,
   * and crawlers and link checkers learn the address is not there. An anonymous visitor's page is the same for every
   * anonymous visitor (the personal parts come after hydration), so it is public with a page's lifetimes; a
   * signed-in visitor's carries their registry and is private (common/http/cache-class.ts).
   */
  async send(req: FastifyRequest, res: FastifyReply, plain: () => Promise<void>): Promise<void> {
    let html: string | null;
    try {
      html = await this.shell.read();
    } catch {
      html = null;
    }
    if (html === null) return plain();
    const owned = await this.screenOwns(req);
    const page = await this.complete(req, res, owned ? html : await this.notFoundPage(req, res, html));
    if (res.sent || res.raw.headersSent) return;
    declareCacheClass(req, 'public');
    sendPage(res, owned ? 200 : 404, page);
  }
}
