import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ShellPageService } from './shell-page.service.js';
import { pathnameOf } from './web-files.js';
import { WebFilesService } from './web-files.service.js';

const API_PREFIXES = ['/events/api/', '/health'];

/** Static files of the built front ends, ahead of the API routes (GET and HEAD only). */
@Injectable()
export class FrontendFilesMiddleware implements NestMiddleware {
  constructor(
    private readonly files: WebFilesService,
    private readonly shellPage: ShellPageService,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.originalUrl;
    const pathname = pathnameOf(url);
    if (pathname.startsWith('/remotes/')) return this.files.sendRemoteFile(pathname, res, next);
    if (pathname.startsWith('/widget/')) return this.files.sendWidget(pathname, url.slice(pathname.length), res, next);
    if (pathname === '/') {
      void this.shellPage.send(req, res, () => this.files.sendShellIndex(res));
      return;
    }
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return next();
    // Only names with an extension can be shell files; screen routes (/events/, /venues/12/) fall through.
    if (/\.[A-Za-z0-9]+$/.test(pathname)) return this.files.sendShellFile(pathname, res, next);
    next();
  }
}
