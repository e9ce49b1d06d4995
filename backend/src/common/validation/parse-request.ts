import type { z } from 'zod';
import { normalizeListQuery, toFieldErrors, type RawQuery } from '@events/contracts/lists';
import { RequestValidationError } from '../errors/request-validation.error.js';

/** Parses with a contracts schema; failures become a 400 field error map, never a 500. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new RequestValidationError(toFieldErrors(result.error));
  return result.data;
}

/** Query string of a list call: bracket arrays folded (`id[]=1&id[]=2` -> id: ['1','2']), empty values dropped, then parsed. */
export function parseQuery<S extends z.ZodType>(schema: S, rawQuery: unknown): z.output<S> {
  return parseWith(schema, normalizeListQuery(toRawQuery(rawQuery)));
}

/** Express's parsed query may nest objects (`a[b]=1`); the list conventions only know strings and arrays of them. */
function toRawQuery(rawQuery: unknown): RawQuery {
  const out: RawQuery = {};
  if (typeof rawQuery !== 'object' || rawQuery === null) return out;
  for (const [key, value] of Object.entries(rawQuery)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}
