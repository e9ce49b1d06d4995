import { existsSync } from 'node:fs';
import path from 'node:path';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FrontendError } from './frontend.errors.js';
import {
  cacheControlFor,
  isServedRemote,
  remoteDist,
  SHELL_NOT_BUILT,
  shellDist,
  WIDGET_NOT_BUILT,
} from './web-files.js';

type SendError = Error & { status?: number; statusCode?: number; code?: string };

function isMissing(error: SendError): boolean {
  return error.status === 404 || error.statusCode === 404 || error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR';
}

/** Serves the built front ends from WEB_ROOT: the shell, each remote's dist, the widget page. */
@Injectable()
export class WebFilesService {
  private readonly shellRoot: string;
  private readonly widgetRoot: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.shellRoot = shellDist(config.webRoot);
    this.widgetRoot = remoteDist(config.webRoot, 'mfe-widget');
  }

  /** `file` is the URL path below `root`, still URL-encoded; send() decodes it and refuses `..`. */
  private send(res: Response, root: string, file: string, onError: (error: SendError) => void): void {
    res.sendFile(file, { root, dotfiles: 'deny', cacheControl: false, headers: { 'Cache-Control': cacheControlFor(file) } }, (error?: SendError) => {
      if (error && !res.headersSent) onError(error);
    });
  }

  private sendIndexOrNotBuilt(res: Response, root: string, notBuilt: string): void {
    const answerNotBuilt = (): void => {
      res.status(HttpStatus.SERVICE_UNAVAILABLE).type('text/plain').setHeader('Cache-Control', 'no-store').send(notBuilt);
    };
    if (!existsSync(path.join(root, 'index.html'))) return answerNotBuilt();
    this.send(res, root, 'index.html', answerNotBuilt);
  }

  /** The shell's index.html (no-cache), or 503 text when the shell has not been built. */
  sendShellIndex(res: Response): void {
    this.sendIndexOrNotBuilt(res, this.shellRoot, SHELL_NOT_BUILT);
  }

  /** A file of the shell's dist; a missing one falls through to the routes. */
  sendShellFile(pathname: string, res: Response, next: NextFunction): void {
    this.send(res, this.shellRoot, pathname, (error) => (isMissing(error) ? next() : next(error)));
  }

  /** `/remotes/<remote>/<file>` from `<WEB_ROOT>/<remote>/dist`; missing -> 404. */
  sendRemoteFile(pathname: string, res: Response, next: NextFunction): void {
    const [, , remote = '', ...rest] = pathname.split('/');
    if (!isServedRemote(remote)) return next(new FrontendError('remote_not_found'));
    const file = rest.join('/') || 'index.html';
    this.send(res, remoteDist(this.config.webRoot, remote), file, (error) =>
      next(isMissing(error) ? new FrontendError('file_not_found') : error),
    );
  }

  /** `/widget/<id>/` -> the widget's index.html; `/widget/<id>/<file>` -> a file of its dist. */
  sendWidget(pathname: string, search: string, res: Response, next: NextFunction): void {
    const [, , widgetId = '', ...rest] = pathname.split('/');
    if (!/^[\w-]{1,64}$/.test(widgetId)) return next(new FrontendError('file_not_found'));
    if (rest.length === 0) return res.redirect(HttpStatus.MOVED_PERMANENTLY, `/widget/${widgetId}/${search}`);
    const file = rest.join('/');
    if (file === '' || file === 'index.html') return this.sendIndexOrNotBuilt(res, this.widgetRoot, WIDGET_NOT_BUILT);
    this.send(res, this.widgetRoot, file, (error) => next(isMissing(error) ? new FrontendError('file_not_found') : error));
  }
}
