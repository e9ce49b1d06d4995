import { existsSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { send } from '@fastify/send';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentType } from 'mime-types';
import { redirect } from '../../common/http/redirect.js';
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

/**
 * Files up to this size are read into memory and written in one go rather than streamed in 64 KB chunks. Bytes in
 * the kernel's socket buffer reach the proxy even if this process is killed the next moment, but a stream killed
 * between two chunks leaves an answer cut short after its header, which no proxy can retry: `npm run bench:cluster`
 * saw 2 such answers ("upstream prematurely closed connection while reading upstream") when it killed an instance,
 * and their clients waited for the rest until they timed out. Every file the front ends build is far smaller (the
 * largest, the shell's main bundle, about 230 KB); a larger one still streams.
 */
const WHOLE_ANSWER_MAX_BYTES = 4 * 1024 * 1024;

/** Why a file was not sent: it does not exist (or is a folder), or another refusal with its HTTP error. */
type SendFailure = { readonly missing: true } | { readonly missing: false; readonly error: unknown };

/** Serves the built front ends from WEB_ROOT: the shell, each remote's dist, the widget page. */
@Injectable()
export class WebFilesService {
  private readonly shellRoot: string;
  private readonly widgetRoot: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.shellRoot = shellDist(config.webRoot);
    this.widgetRoot = remoteDist(config.webRoot, 'mfe-widget');
  }

  /**
   * Sends `file` (the URL path below `root`, still URL-encoded: send decodes it and refuses `..` and dotfiles with
   * 403) with ETag and Last-Modified for conditional GET (304), byte ranges, the
   * Content-Type of its extension, and our Cache-Control. Resolves with null once sent, or with why not.
   */
  private async send(request: FastifyRequest, reply: FastifyReply, root: string, file: string): Promise<SendFailure | null> {
    const result = await send(request.raw, file, { root, dotfiles: 'deny', cacheControl: false, contentType: false });
    if (result.type === 'directory' || (result.type === 'error' && result.statusCode === HttpStatus.NOT_FOUND)) return { missing: true };
    if (result.type === 'error') return { missing: false, error: result.metadata.error };
    reply.code(result.statusCode).headers(result.headers).header('Cache-Control', cacheControlFor(file));
    if (result.statusCode !== HttpStatus.NOT_MODIFIED) reply.header('Content-Type', contentType(path.extname(result.metadata.path)) || 'application/octet-stream');
    // A file's answer is written whole (WHOLE_ANSWER_MAX_BYTES): an instance killed mid-answer then leaves none cut short.
    reply.send(result.type === 'file' && result.metadata.stat.size <= WHOLE_ANSWER_MAX_BYTES ? await buffer(result.stream) : result.stream);
    return null;
  }

  private async sendIndexOrNotBuilt(request: FastifyRequest, reply: FastifyReply, root: string, notBuilt: string): Promise<void> {
    const answerNotBuilt = (): void => {
      reply.code(HttpStatus.SERVICE_UNAVAILABLE).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(notBuilt);
    };
    if (!existsSync(path.join(root, 'index.html'))) return answerNotBuilt();
    if ((await this.send(request, reply, root, 'index.html')) !== null) answerNotBuilt();
  }

  /** The shell's index.html (no-cache), or 503 text when the shell has not been built. */
  sendShellIndex(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    return this.sendIndexOrNotBuilt(request, reply, this.shellRoot, SHELL_NOT_BUILT);
  }

  /** A file of the shell's dist; false (nothing sent) when there is none, so the request goes on to the routes. */
  async sendShellFile(pathname: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const failure = await this.send(request, reply, this.shellRoot, pathname);
    if (failure === null) return true;
    if (failure.missing) return false;
    throw failure.error;
  }

  /** `/remotes/<remote>/<file>` from `<WEB_ROOT>/<remote>/dist`; missing -> 404. */
  async sendRemoteFile(pathname: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const [, , remote = '', ...rest] = pathname.split('/');
    if (!isServedRemote(remote)) throw new FrontendError('remote_not_found');
    const file = rest.join('/') || 'index.html';
    const failure = await this.send(request, reply, remoteDist(this.config.webRoot, remote), file);
    if (failure) throw failure.missing ? new FrontendError('file_not_found') : failure.error;
  }

  /**
   * `/widget/<id>/` -> the widget's index.html; `/widget/<id>/<file>` -> a file of its dist. Without the slash after
   * the id, a redirect to the address with it (keeping the query), so the page's relative files resolve.
   */
  async sendWidget(pathname: string, search: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const [, , widgetId = '', ...rest] = pathname.split('/');
    if (!/^[\w-]{1,64}$/.test(widgetId)) throw new FrontendError('file_not_found');
    if (rest.length === 0) return redirect(request, reply, 301, `/widget/${widgetId}/${search}`);
    const file = rest.join('/');
    if (file === '' || file === 'index.html') return this.sendIndexOrNotBuilt(request, reply, this.widgetRoot, WIDGET_NOT_BUILT);
    const failure = await this.send(request, reply, this.widgetRoot, file);
    if (failure) throw failure.missing ? new FrontendError('file_not_found') : failure.error;
  }
}
