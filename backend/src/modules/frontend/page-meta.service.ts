import { HttpStatus, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { declareCacheClass } from '../../common/http/cache-class.js';
import { DeadlineExceededError, within } from '../../common/async/within.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EventsService } from '../events/events.service.js';
import { VenuesService } from '../venues/venues.service.js';
import {
  eventPageMeta,
  matchDetailPath,
  matchSluglessDetailPath,
  notFoundPageMeta,
  type DetailPath,
  type PageMeta,
  renderShellWithMeta,
  shellTitleOf,
  siteNameOf,
  venuePageMeta,
} from './page-meta.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { ShellIndexReader } from './shell-index.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import type { Language } from '@events/contracts/languages';
import { sendPage, ShellPageService } from './shell-page.service.js';
import { pathnameOf } from './web-files.js';

/** A detail page's head and the status it goes with: 404 (the not-found head) when the item does not exist. */
type DetailHead = { readonly status: 200 | 404; readonly meta: PageMeta };

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === HttpStatus.NOT_FOUND;
}

/**
 * Serves event and venue detail addresses (/events/{id}/{slug}/, /venues/{id}/{slug}/) with the shell's
 * index.html carrying the item's own head (title, description, Open Graph, JSON-LD). An unknown or
 * unpublished id still gets the shell (the app shows its not-found page) but with status 404 and noindex.
 */
@Injectable()
export class PageMetaService {
  private readonly logger = new Logger(PageMetaService.name);
  private readonly shell: ShellIndexReader;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventsService,
    private readonly venues: VenuesService,
    @Optional() private readonly shellPage?: ShellPageService,
  ) {
    this.shell = new ShellIndexReader(config.webRoot);
  }

  /** The detail page an address names, or null for every other screen route. */
  detailPathOf(req: FastifyRequest): DetailPath | null {
    return matchDetailPath(pathnameOf(req.url));
  }

  /** The detail page an address names without its slug (`/events/12/`), or null for every other address. */
  sluglessDetailPathOf(req: FastifyRequest): DetailPath | null {
    return matchSluglessDetailPath(pathnameOf(req.url));
  }

  /**
   * Answers a detail address without its slug with a redirect to the item's page, its query kept (the app corrects a
   * wrong slug the same way). Kept by no cache, as every answer but a 200 (cache-class.ts): a renamed item's slug
   * changes. An item that does not exist, or cannot be read, leaves the address to `otherwise` (no screen's: the
   * not-found page and a 404).
   */
  async redirectToItem(req: FastifyRequest, res: FastifyReply, detail: DetailPath, otherwise: () => Promise<void>): Promise<void> {
    const { id } = detail;
    let itemUrl: string | null = null;
    try {
      if (id !== null) itemUrl = (detail.kind === 'event' ? await this.events.getPublishedDetail(id) : await this.venues.getPublishedDetail(id)).absoluteUrl;
    } catch (error) {
      if (!isNotFound(error)) this.logger.warn(`Detail page for ${req.url} not looked up: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (itemUrl === null) return otherwise();
    const query = req.url.indexOf('?');
    declareCacheClass(req, 'private');
    await res.redirect(query === -1 ? itemUrl : `${itemUrl}${req.url.slice(query)}`, 301);
  }

  /** The head of a detail page; status 404 (with the not-found head) when the item does not exist. */
  async metaFor(detail: DetailPath, origin: string, siteName: string, language: Language): Promise<DetailHead> {
    const { id } = detail;
    if (id === null) return { status: 404, meta: notFoundPageMeta(siteName, language) };
    try {
      if (detail.kind === 'event') return { status: 200, meta: eventPageMeta(await this.events.getPublishedDetail(id), origin, siteName, language) };
      return { status: 200, meta: venuePageMeta(await this.venues.getPublishedDetail(id), origin, siteName, language) };
    } catch (error) {
      if (isNotFound(error)) return { status: 404, meta: notFoundPageMeta(siteName, language) };
      throw error;
    }
  }

  /**
   * The detail page's head, or null (logged) when the item's read takes longer than PAGE_SERVER_RENDERING_DEADLINE_MS
   * (a slow database): the page then goes out with the shell's own head, as its body does without its render.
   */
  private async headWithin(
    req: FastifyRequest,
    detail: DetailPath,
    origin: string,
    siteName: string,
    language: Language,
  ): Promise<DetailHead | null> {
    try {
      return await within(this.metaFor(detail, origin, siteName, language), this.config.renderDeadlineMs);
    } catch (error) {
      if (!(error instanceof DeadlineExceededError)) throw error;
      this.logger.warn(`Detail page head for ${req.url} not read: ${error.message}`);
      return null;
    }
  }

  /**
   * Answers a detail address. Falls back to `plain` (the shell as it is) when the shell is not built or the
   * item cannot be read for another reason than not existing, so a database hiccup never blanks the page; an item
   * read too slowly leaves the shell's own head (headWithin). The head's read and the body's render run side by side.
   */
  async send(req: FastifyRequest, res: FastifyReply, detail: DetailPath, plain: () => Promise<void>): Promise<void> {
    try {
      const html = await this.shell.read();
      if (html === null) return plain();
      const siteName = siteNameOf(shellTitleOf(html));
      const origin = this.config.publicUrl ?? requestOrigin(req);
      const language = this.shellPage ? await this.shellPage.languageFor(req, res) : requestLanguage(req, null);
      this.shellPage?.startBody(req, language);
      const head = await this.headWithin(req, detail, origin, siteName, language);
      const page = head === null ? html : renderShellWithMeta(html, head.meta, siteName);
      const completed = this.shellPage ? await this.shellPage.complete(req, res, page) : { body: page, etag: null, keepable: true };
      if (res.sent || res.raw.headersSent) return;
      // Public for an anonymous visitor, as every shell page (ShellPageService.send); a 404 is private. A page sent
      // without its head is kept by no cache: the next request reads it.
      declareCacheClass(req, 'public');
      sendPage(res, head?.status ?? 200, head === null ? { ...completed, keepable: false } : completed);
    } catch (error) {
      this.logger.warn(`Detail page head for ${req.url} not built: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.sent && !res.raw.headersSent) await plain();
    }
  }
}
