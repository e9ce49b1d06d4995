import http from 'node:http';
import https from 'node:https';
import type { RequestDetails } from 'web-push';
import { publicOnlyLookup } from './push-endpoint-guard.js';

/** A push service's answer other than 2xx (RFC 8030 section 5): its status and the start of its body. */
export class PushServiceError extends Error {
  override readonly name = 'PushServiceError';

  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`Push service answered ${statusCode}${body === '' ? '' : `: ${body}`}`);
  }
}

/** The subscription is gone for good (RFC 8030 section 7.3: 404 or 410): the device is to be removed. */
export function isGone(error: unknown): boolean {
  return error instanceof PushServiceError && (error.statusCode === 404 || error.statusCode === 410);
}

/** Worth another try: a 5xx (or 429) answer, or no answer at all (a network error, a timeout); never another 4xx. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof PushServiceError) || error.statusCode >= 500 || error.statusCode === 429;
}

/** What the transport needs besides the request. */
export type TransportOptions = { readonly timeoutMs: number; readonly allowLocal: boolean };

/**
 * POSTs a notification web-push has encrypted and signed (generateRequestDetails) to its endpoint. web-push's own
 * sendNotification always speaks https and resolves names as it likes; this transport resolves them through
 * publicOnlyLookup (unless local endpoints are allowed, when http is accepted too), follows no redirect and gives up
 * after `timeoutMs`. Resolves on 2xx; rejects with PushServiceError on another answer, or with the network error.
 */
export function postNotification(details: RequestDetails, options: TransportOptions): Promise<void> {
  const url = new URL(details.endpoint);
  const client = url.protocol === 'http:' && options.allowLocal ? http : https;
  return new Promise<void>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers as http.OutgoingHttpHeaders,
        timeout: options.timeoutMs,
        ...(options.allowLocal ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < 500) body += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new PushServiceError(status, body.slice(0, 500).trim()));
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer from the push service within ${options.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
