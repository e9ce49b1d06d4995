import { z } from 'zod';

/** The value schemas several slices share; a slice's own formats stay in its file. */

/** The origin of an http(s) URL that is nothing but an origin (a trailing `/` allowed), else undefined. */
export function toOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** A comma-separated list of origins (duplicates dropped, each in its normal form), else `message`. */
export function originsSchema(message: string) {
  return z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== ''))
    .refine((parts) => parts.every((part) => toOrigin(part) !== undefined), message)
    .transform((parts) => [...new Set(parts.map((part) => toOrigin(part) as string))]);
}

/** Whether `value` is an absolute URL of one of `protocols` (`'https:'`...) and, with `withHost`, names a host. */
function isUrlOf(value: string, protocols: readonly string[], { withHost = false } = {}): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && (!withHost || url.hostname !== '');
  } catch {
    return false;
  }
}

/** A URL of one of `protocols` that names a host (a server to connect to), else `message`. */
export function serverUrlSchema(protocols: readonly string[], message: string) {
  return z.string().refine((value) => isUrlOf(value, protocols, { withHost: true }), message);
}

const HTTP_PROTOCOLS = ['http:', 'https:'];

export const httpUrlSchema = z.string().refine((value) => isUrlOf(value, HTTP_PROTOCOLS), 'must be an absolute http(s) URL');

/** A URL the browser follows: absolute http(s), or a same-origin path (not protocol-relative). */
export const REMOTE_URL_MESSAGE = 'must be an absolute http(s) URL or a path starting with "/"';
export const remoteUrlSchema = z
  .string()
  .refine((value) => (value.startsWith('/') ? !value.startsWith('//') : isUrlOf(value, HTTP_PROTOCOLS)), REMOTE_URL_MESSAGE);

export const pathSchema = z.string().refine((value) => !value.includes('\0'), 'must be a folder path');

export const secondsSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number of seconds')
  .transform(Number)
  .refine((n) => n >= 1, 'must be at least 1');

/** A duration in milliseconds; 0 is allowed (a slice says what it means, e.g. "no wait"). */
export const millisecondsSchema = z.string().regex(/^\d+$/, 'must be a whole number of milliseconds').transform(Number);

export const countSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n >= 1, 'must be at least 1');

const BOOLEAN_MESSAGE = 'must be true or false';
export const booleanSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .refine((value) => ['true', 'false', '1', '0'].includes(value), BOOLEAN_MESSAGE)
  .transform((value) => value === 'true' || value === '1');

/** A rate limit's own variable, counted per window: what it counts and where, and the default number. */
type RateLimitDefinition = { readonly limit: string; readonly description: string; readonly windowSeconds: string };

type CountVariable = { readonly schema: typeof countSchema; readonly default: string; readonly description: string };
type SecondsVariable = { readonly schema: typeof secondsSchema; readonly default: string; readonly description: string };

/**
 * The two variables of a rate limit, in README order: `<NAME>_RATE_LIMIT`, how many per window, and
 * `<NAME>_RATE_WINDOW_SECONDS`, the window, whose README meaning names the limit it is the window of.
 */
export function rateLimitVariables<Name extends string>(
  name: Name,
  { limit, description, windowSeconds }: RateLimitDefinition,
): Readonly<Record<`${Name}_RATE_LIMIT`, CountVariable> & Record<`${Name}_RATE_WINDOW_SECONDS`, SecondsVariable>> {
  const limitName = `${name}_RATE_LIMIT`;
  return {
    [limitName]: { schema: countSchema, default: limit, description },
    [`${name}_RATE_WINDOW_SECONDS`]: { schema: secondsSchema, default: windowSeconds, description: `Window of ${limitName}.` },
  } as Record<`${Name}_RATE_LIMIT`, CountVariable> & Record<`${Name}_RATE_WINDOW_SECONDS`, SecondsVariable>;
}
