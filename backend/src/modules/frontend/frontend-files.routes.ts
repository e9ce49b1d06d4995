import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATH_PREFIX } from '@events/contracts/endpoint';
import { HEALTH_PATH } from '@events/contracts/health';
import { ShellPageService } from './shell-page.service.js';
import { isFileName, pathnameOf } from './web-files.js';
import { WebFilesService } from './web-files.service.js';

const API_PREFIXES = [API_PATH_PREFIX, HEALTH_PATH];

/** On to the not-found handler: the SPA fallback for screen routes, the JSON 404 for the rest. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/**
 * The built front ends, as two Fastify routes (GET, and HEAD with it) beside the API's: `/` (the shell's page with
 * its boot data) and a catch-all that the router reaches only when no API route matched: `/remotes/<remote>/...`,
 * `/widget/<id>/...`, and any other path with a file extension from the shell's dist. They run no guard or
 * interceptor: static files need no access policy, and a browser's session cookie on each asset request would
 * otherwise cost a token check. What they do not answer goes to the not-found handler (the SPA fallback or the
 * JSON 404), so a missing file answers like any unknown path. The router prefers every API route to the catch-all, so the
 * API costs nothing extra.
 */
@Injectable()
export class FrontendFileRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly files: WebFilesService,
    private readonly shellPage: ShellPageService,
  ) {}

  onModuleInit(): void {
    const server = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    server.get('/', async (request, reply) => {
      await this.shellPage.send(request, reply, () => this.files.sendShellIndex(request, reply));
      return reply;
    });
    server.get('/*', (request, reply) => this.file(request, reply));
  }

  /** The paths are matched as written (the router itself ignores letter case and a trailing slash). */
  private async file(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = request.url;
    const pathname = pathnameOf(url);
    if (pathname.startsWith('/remotes/')) await this.files.sendRemoteFile(pathname, request, reply);
    else if (pathname.startsWith('/widget/')) await this.files.sendWidget(pathname, url.slice(pathname.length), request, reply);
    else if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || !isFileName(pathname)) return notFound(reply);
    else if (!(await this.files.sendShellFile(pathname, request, reply))) return notFound(reply);
    return reply;
  }
}
