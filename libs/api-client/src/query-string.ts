/**
 * Query serialisation of the API's list conventions (spec section 7): arrays go out bracket-style
 * (`event_types[]=1&event_types[]=3`) and empty values are skipped, so a form can pass its state as is.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

function isPresent(value: QueryValue): value is string | number | boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  return String(value).trim() !== '';
}

/** `[]` stays readable; everything else is percent-encoded. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B%5D$/, '[]');
}

/** Returns the query string without its leading `?` (empty when nothing is left). */
export function serializeQuery(params: QueryParams): string {
  const parts: string[] = [];
  for (const [rawKey, raw] of Object.entries(params)) {
    if (Array.isArray(raw)) {
      const key = encodeKey(rawKey.endsWith('[]') ? rawKey : `${rawKey}[]`);
      for (const value of raw as readonly QueryValue[]) {
        if (isPresent(value)) parts.push(`${key}=${encodeURIComponent(String(value))}`);
      }
    } else if (isPresent(raw as QueryValue)) {
      parts.push(`${encodeKey(rawKey)}=${encodeURIComponent(String(raw))}`);
    }
  }
  return parts.join('&');
}

/** `path` plus the serialised query, keeping a query the path already carries. */
export function withQuery(path: string, params: QueryParams | undefined): string {
  const query = params ? serializeQuery(params) : '';
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
