import { safeParse, type core } from 'zod';
import { normalizeListQuery, toFieldErrors, type RawQuery } from '@events/contracts/lists';
import { RequestValidationError } from '../errors/request-validation.error.js';
import { unstorableTextErrors } from './storable-text.js';

/**
 * Parses with a contracts schema (an endpoint's params, query or body); failures become a 400 field error map, never a
 * 500. Text PostgreSQL cannot store (U+0000, unpaired surrogates) is refused here, once for every schema, with its
 * own message on its field in place of whatever the schema said of it.
 */
export function parseWith<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const unstorable = unstorableTextErrors(input);
  const result = safeParse(schema, input);
  if (result.success && Object.keys(unstorable).length === 0) return result.data;
  throw new RequestValidationError({ ...(result.success ? {} : toFieldErrors(result.error)), ...unstorable });
}

/**
 * The body of a beacon or a batch as an object: anything else a client sent (text, an array, nothing) reads as `{}`,
 * so the schema reports the fields it lacks.
 */
export function objectBody(body: unknown): object {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
}

/** Query string of a list call: bracket arrays folded (`id[]=1&id[]=2` -> id: ['1','2']), empty values dropped, then parsed. */
export function parseQuery<S extends core.$ZodType>(schema: S, rawQuery: unknown): core.output<S> {
  return parseWith(schema, normalizeListQuery(toRawQuery(rawQuery)));
}

/**
 * The query as the list conventions know it: strings and arrays of strings. Fastify's query parser gives a
 * repeated key as an array; anything else a custom parser might give (nested objects) is dropped.
 */
function toRawQuery(rawQuery: unknown): RawQuery {
  const out: RawQuery = {};
  if (typeof rawQuery !== 'object' || rawQuery === null) return out;
  for (const [key, value] of Object.entries(rawQuery)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}
