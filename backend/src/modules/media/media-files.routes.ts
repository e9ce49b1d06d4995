import path from 'node:path';
import { send } from '@fastify/send';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentType } from 'mime-types';
import { ERRORS } from '@events/contracts/messages';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LOCAL_MEDIA_PATH } from './media.config.js';
import { MEDIA_CACHE_CONTROL } from './media-store.js';

/**
 * With the local store, the route serving its files at /media/ (the multipart plugin the image routes read is
 * registered with the other body parsers in create-app.ts).
 */
@Injectable()
export class MediaFileRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const server = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const store = this.config.media.store;
    if (store.kind !== 'local' || !this.config.media.publicUrl.startsWith(LOCAL_MEDIA_PATH)) return;
    const root = store.dir;
    server.get(`${LOCAL_MEDIA_PATH}*`, (request, reply) => this.file(root, request, reply));
  }

  /** A stored image: its type from its extension, cached for a year (names never change), ETag and ranges by send. */
  private async file(root: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const pathname = request.url.split(/[?#]/)[0] ?? '';
    const file = pathname.slice(LOCAL_MEDIA_PATH.length);
    const result = await send(request.raw, file, { root, dotfiles: 'deny', cacheControl: false, contentType: false, index: false });
    if (result.type !== 'file') {
      return reply.code(404).type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send({ detail: ERRORS.notFound });
    }
    reply.code(result.statusCode).headers(result.headers).header('Cache-Control', MEDIA_CACHE_CONTROL);
    reply.header('Content-Type', contentType(path.extname(result.metadata.path)) || 'application/octet-stream');
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.send(result.stream);
  }
}
