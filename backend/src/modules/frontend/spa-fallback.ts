import { Injectable, Logger, Optional } from '@nestjs/common';
import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UnmatchedRouteHandler } from '../../common/errors/api-exception.filter.js';
import { PageMetaService } from './page-meta.service.js';
import { ShellPageService } from './shell-page.service.js';
import { isSpaCandidate, pathnameOf } from './web-files.js';
import { WebFilesService } from './web-files.service.js';

/**
 * Screen routes (/events/, /venues/12/, /saved/addresses/, ...) are the shell's: a GET that matched
 * no backend route, prefers HTML and is not under /events/api/, /remotes/ or /health gets index.html.
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
    if (!isSpaCandidate(pathnameOf(req.url))) return false;
    // Browsers navigating list text/html; `*/*` alone (fetch, curl) prefers JSON and gets the JSON 404.
    if (accepts(req.raw).type(['json', 'html']) !== 'html') return false;
    const plain = (): Promise<void> => this.files.sendShellIndex(req, res);
    // Event and venue detail pages get their own head (title, Open Graph, JSON-LD) and a 404 when unknown.
    const detail = this.pageMeta?.detailPathOf(req) ?? null;
    // Every other screen route gets the page with its boot data (registry, anonymous visitor, preloads).
    const answer = detail && this.pageMeta ? this.pageMeta.send(req, res, detail, plain) : this.shellPage ? this.shellPage.send(req, res, plain) : plain();
    answer.catch((error: unknown) => this.logger.error({ err: error }, `Shell page for ${req.url} not sent`));
    return true;
  }
}
