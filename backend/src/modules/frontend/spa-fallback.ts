import { Injectable, Optional } from '@nestjs/common';
import type { Request, Response } from 'express';
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
  constructor(
    private readonly files: WebFilesService,
    @Optional() private readonly pageMeta?: PageMetaService,
    @Optional() private readonly shellPage?: ShellPageService,
  ) {}

  handleUnmatched(req: Request, res: Response): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!isSpaCandidate(pathnameOf(req.originalUrl))) return false;
    // Browsers navigating list text/html; `*/*` alone (fetch, curl) prefers JSON and gets the JSON 404.
    if (req.accepts(['json', 'html']) !== 'html') return false;
    // Event and venue detail pages get their own head (title, Open Graph, JSON-LD) and a 404 when unknown.
    const detail = this.pageMeta?.detailPathOf(req) ?? null;
    if (detail && this.pageMeta) {
      void this.pageMeta.send(req, res, detail, () => this.files.sendShellIndex(res));
      return true;
    }
    // Every other screen route gets the page with its boot data (registry, anonymous visitor, preloads).
    if (this.shellPage) {
      void this.shellPage.send(req, res, () => this.files.sendShellIndex(res));
      return true;
    }
    this.files.sendShellIndex(res);
    return true;
  }
}
