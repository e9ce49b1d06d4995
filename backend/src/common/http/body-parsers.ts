import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { jsonShapeProblem } from './json-shape.js';

/** The 100 kB body limit, for JSON and form bodies alike: ample for every form and API body, and it bounds what one request costs; larger bodies answer 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

const FIRST_CHARACTER = /^[ \t\n\r]*([^ \t\n\r])/;
const PLACEHOLDER = '#';

/** body-parser's message for a JSON body that is not an object or array: JSON.parse's own, on the real text. */
function strictViolation(text: string, first: string): string {
  const index = text.indexOf(first);
  const partial = `${text.slice(0, index)}${PLACEHOLDER.repeat(text.length - index)}`;
  try {
    JSON.parse(partial);
    return 'strict violation';
  } catch (error) {
    return (error as Error).message.replace(/#+/g, (placeholder) => text.slice(index, index + placeholder.length));
  }
}

/**
 * A JSON body read strictly, as body-parser's strict mode reads it: empty is `{}`, only an object or array at the
 * top, plain JSON.parse otherwise. Malformed text answers 400 with the parser's message, the words clients see; so
 * does text nested too deep or with too many keys (json-shape.ts), before it is parsed.
 */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) return {};
  const first = FIRST_CHARACTER.exec(text)?.[1];
  if (first !== undefined && first !== '{' && first !== '[') throw new BadRequestException(strictViolation(text, first));
  const shapeProblem = jsonShapeProblem(text);
  if (shapeProblem) throw new BadRequestException(shapeProblem);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BadRequestException((error as Error).message);
  }
}

/** A request whose JSON body's bytes are kept beside the parsed body. */
export type RawBodyRequest = { rawBody?: Buffer };

/**
 * How request bodies are read: JSON through parseJsonBody, forms through the adapter's own
 * parser (flat fields, repeated ones as arrays), and any other type (or none) left unread, so handlers see no
 * body instead of a 415. Registered before the app initialises, so the adapter's JSON parser is not added.
 */
export function registerBodyParsers(app: NestFastifyApplication): void {
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    try {
      // Signed webhooks (Stripe) verify their signature over the bytes as sent, not over re-serialised JSON.
      (request as RawBodyRequest).rawBody = body;
      done(null, parseJsonBody(body.toString('utf8')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  const server = app.getHttpAdapter().getInstance();
  server.removeContentTypeParser('text/plain');
  server.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
