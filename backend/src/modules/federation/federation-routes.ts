import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { KvKey } from '@fedify/fedify';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { rateLimitAddressOf } from '../../common/http/client-address.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { addVary } from '../../common/http/vary.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { postgresRateLimiter } from '../../database/postgres-rate-limiter.js';
import { FederationRepository } from './federation.repository.js';
import { FederationService } from './federation.service.js';
import { readCappedBody } from './capped-body.js';

/** Paths only the federation answers. */
const FEDERATION_PATHS = /^\/(\.well-known\/(webfinger|nodeinfo)|nodeinfo\/|ap\/)/;
/** An event's page, which also answers an ActivityStreams request with the event's object. */
const EVENT_PAGE = /^\/events\/\d+\/[^/]+\/$/;
/** Accept values of ActivityPub clients (Mastodon asks for both). */
const ACTIVITY_JSON = /application\/(activity\+json|ld\+json)/i;

/**
 * How long a signed request is remembered to refuse it posted again: longer than Fedify's signature window (1 h),
 * past which a replay fails the Date check anyway.
 */
const SIGNATURE_MEMORY_MS = 2 * 3600_000;

/** The sentinel answer that hands a request back to the app's own routes (an HTML page at an event's address). */
const NOT_OURS = new Response(null, { status: 404 });

/**
 * Hands ActivityPub's requests to Fedify (there is no Fastify integration in our registry; section 2 of
 * docs/activitypub-research.md): WebFinger, NodeInfo, the actors and their collections and inboxes, and an event's
 * page asked for as ActivityStreams. Everything else, an event page asked for as HTML included, goes on to the app.
 * An inbox's body is read here, capped (413 past FEDERATION_MAX_BODY_BYTES), after the remote server's allowance
 * (429 past FEDERATION_INBOX_PER_MINUTE, counted in PostgreSQL across instances), unless that server is blocked
 * (403); Fedify checks its signature.
 */
@Injectable()
export class FederationRoutes implements OnModuleInit {
  private readonly inboxAllowance: RateLimiterPostgres;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly federation: FederationService,
    private readonly repository: FederationRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    dataSource: DataSource,
  ) {
    this.inboxAllowance = postgresRateLimiter(dataSource, { keyPrefix: 'federation_inbox', points: config.federation.inboxPerMinute, duration: 60 });
  }

  onModuleInit(): void {
    const server = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    server.addHook('onRequest', (request, reply) => this.route(request, reply));
  }

  private async route(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const path = request.url.split('?')[0] ?? '';
    if (EVENT_PAGE.test(path)) {
      // The same address answers HTML or ActivityStreams: a shared cache keeps one copy of each.
      addVary(reply, 'Accept');
      if (!ACTIVITY_JSON.test(request.headers.accept ?? '')) return;
    } else if (!FEDERATION_PATHS.test(path)) {
      return;
    }
    let body: Buffer | undefined;
    let signatureKey: KvKey | undefined;
    if (request.method === 'POST') {
      const sender = senderOf(request);
      if (sender.host !== undefined && (await this.repository.isBlocked(sender.host))) {
        await reply.code(403).header('Cache-Control', 'no-store').send();
        return;
      }
      const refusal = await this.allowance(sender.host === undefined ? `address:${rateLimitAddressOf(request.ip)}` : `host:${sender.host}`);
      if (refusal !== null) {
        await reply.code(429).header('Retry-After', String(refusal)).header('Cache-Control', 'no-store').send();
        return;
      }
      body = await readCappedBody(request.raw, this.config.federation.maxBodyBytes);
      if (body === undefined) {
        await reply.code(413).header('Cache-Control', 'no-store').header('Connection', 'close').send();
        return;
      }
      // A sender signs each request anew (its Date and Digest), so the same signature twice is a replay: refused,
      // where Fedify alone would answer it as an activity already handled.
      signatureKey = signatureKeyOf(request);
      if (signatureKey !== undefined && (await this.federation.kv.get(signatureKey)) !== undefined) {
        await reply.code(401).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('This signed request was sent before.');
        return;
      }
    }
    const url = new URL(request.url, this.config.publicUrl ?? requestOrigin(request));
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, String(item));
    }
    const answer = await this.federation.federation.fetch(new Request(url, { method: request.method, headers, body }), {
      contextData: undefined,
      onNotFound: () => NOT_OURS,
      onNotAcceptable: () => NOT_OURS,
    });
    if (answer === NOT_OURS) return;
    if (signatureKey !== undefined && answer.ok) await this.federation.kv.setFor(signatureKey, true, SIGNATURE_MEMORY_MS);
    reply.code(answer.status);
    answer.headers.forEach((value, name) => void reply.header(name, value));
    // An actor's document changes with its venue; readers fetch it again rather than keep a stale key.
    if (!answer.headers.has('cache-control')) reply.header('Cache-Control', 'no-store');
    await reply.send(Buffer.from(await answer.arrayBuffer()));
  }

  /** Takes one activity from a sending server's allowance; seconds to wait when none is left. */
  private async allowance(sender: string): Promise<number | null> {
    try {
      await this.inboxAllowance.consume(sender);
      return null;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    }
  }
}

/** The key a signed request is remembered by: a digest of its signature headers. */
function signatureKeyOf(request: FastifyRequest): KvKey | undefined {
  const signature = [request.headers['signature-input'], request.headers.signature].flat().filter((part) => part !== undefined).join('\n');
  if (signature === '') return undefined;
  return ['events', 'signature-seen', createHash('sha256').update(signature).digest('base64url')];
}

/**
 * The server an activity says it comes from: the host of its signature's key (RFC 9421's Signature-Input or
 * draft-cavage's Signature). Fedify then checks the signature; an unsigned request, or a keyId that is no URL,
 * counts against the client's address.
 */
function senderOf(request: FastifyRequest): { readonly host: string | undefined } {
  const signature = String(request.headers['signature-input'] ?? request.headers.signature ?? '');
  const keyId = /keyid="([^"]+)"/i.exec(signature)?.[1];
  if (keyId === undefined) return { host: undefined };
  try {
    return { host: new URL(keyId).host };
  } catch {
    return { host: undefined };
  }
}
