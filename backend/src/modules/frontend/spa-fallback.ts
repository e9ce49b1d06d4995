import { Injectable, Logger, Optional } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UnmatchedRouteHandler } from '../../common/errors/api-exception.filter.js';
import { addVary } from '../../common/http/vary.js';
import { PageMetaService } from './page-meta.service.js';
import { wantsShellPage } from './page-negotiation.js';
import { ShellPageService } from './shell-page.service.js';
import { isSpaCandidate, pathnameOf } from './web-files.js';
import { WebFilesService } from './web-files.service.js';

/**
 * Screen routes (/events/, /venues/12/, /saved/addresses/, ...) are the shell's: a GET that matched no backend
 * route, is not under /events/api/, /remotes/ or /health and does not prefer JSON (page-negotiation.ts) gets
 * index.html.
 */
@Injectable()
export class SpaFallback implements UnmatchedRouteHandler {
  private readonly logger = new Logger(SpaFallback.name);

  constructor(
    private readonly files: WebFilesService,
    @Optional() private readonly pageMeta?: PageMetaService,
    @Optional() private readonly shellPage?: ShellPageService,
  ) {}

  handleUnmatched(req: FastifyRequest, res: FastifyReply): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = pathnameOf(req.url);
    if (!isSpaCandidate(pathname)) return false;
    // The page or the JSON 404 depends on Accept (page-negotiation.ts); shared caches must know.
    addVary(res, 'Accept');
    if (!wantsShellPage(req.raw, pathname)) return false;
    const plain = (): Promise<void> => this.files.sendShellIndex(req, res);
    // Every other screen route gets the page with its boot data (registry, anonymous visitor, preloads).
    const screen = (): Promise<void> => (this.shellPage ? this.shellPage.send(req, res, plain) : plain());
    const answer = this.detailAnswer(req, res, plain, screen) ?? screen();
    answer.catch((error: unknown) => this.logger.error({ err: error }, `Shell page for ${req.url} not sent`));
    return true;
  }

  /**
   * Event and venue detail pages get their own head (title, Open Graph, JSON-LD) and a 404 when unknown; their
   * addresses without the slug lead to them. Null for every other address.
   */
  private detailAnswer(req: FastifyRequest, res: FastifyReply, plain: () => Promise<void>, screen: () => Promise<void>): Promise<void> | null {
    if (!this.pageMeta) return null;
    const detail = this.pageMeta.detailPathOf(req);
    if (detail) return this.pageMeta.send(req, res, detail, plain);
    const slugless = this.pageMeta.sluglessDetailPathOf(req);
    return slugless ? this.pageMeta.redirectToItem(req, res, slugless, screen) : null;
  }
}
