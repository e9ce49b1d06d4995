import { toJSONSchema } from 'zod';
import type { Endpoint, Schema } from '@events/contracts/endpoint';

/** The part of a JSON Schema the samples read. */
type JsonSchema = {
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly minItems?: number;
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly default?: unknown;
};

/** A schema's input side as JSON Schema; transforms and refinements, which JSON Schema cannot say, are left open. */
export function inputJsonSchema(schema: Schema): JsonSchema {
  return toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The top-level field names of an object schema (params, query or body): what the corpus and the matrix fill in. */
export function fieldNamesOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  return Object.keys(objectPart(inputJsonSchema(schema))?.properties ?? {});
}

function objectPart(json: JsonSchema): JsonSchema | undefined {
  if (json.properties) return json;
  for (const part of [...(json.allOf ?? []), ...(json.anyOf ?? []), ...(json.oneOf ?? [])]) {
    const found = objectPart(part);
    if (found) return found;
  }
  return undefined;
}

/** A date `days` from today (UTC), as the API's yyyy-MM-dd. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A plausible value for a JSON Schema: the first enum or union member, a number inside its bounds, a string of its
 * format. It need not pass the schema's refinements: it only lets a case with one bad field get past the others.
 */
export function sampleValue(json: JsonSchema): unknown {
  if (json.const !== undefined) return json.const;
  if (json.default !== undefined) return json.default;
  if (json.enum && json.enum.length > 0) return json.enum.find((v) => v !== null) ?? json.enum[0];
  const union = json.anyOf ?? json.oneOf;
  if (union && union.length > 0) return sampleValue(union.find((member) => member.type !== 'null') ?? (union[0] as JsonSchema));
  if (json.allOf && json.allOf.length > 0) return sampleValue(json.allOf[0] as JsonSchema);
  const type = Array.isArray(json.type) ? json.type.find((t) => t !== 'null') : json.type;
  switch (type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number': {
      const low = json.minimum ?? (json.exclusiveMinimum !== undefined ? json.exclusiveMinimum + 1 : 1);
      return json.maximum !== undefined ? Math.min(low, json.maximum) : low;
    }
    case 'array':
      return Array.from({ length: Math.max(1, json.minItems ?? 1) }, () => sampleValue(json.items ?? {}));
    case 'object':
      return sampleObject(json);
    case 'null':
      return null;
    case 'string':
      return sampleString(json);
    default:
      return 'sample';
  }
}

/** Strings tried in turn for a field with a pattern: the first the pattern and length bounds take is its sample. */
const STRING_CANDIDATES = ['Sample', '1', 'CA', '01201', '19:00', 'sample-1', 'https://example.com/', 'corpus.sample@example.com'];

function sampleString(json: JsonSchema): string {
  if (json.format === 'email') return 'corpus.sample@example.com';
  if (json.format === 'uri' || json.format === 'url') return 'https://example.com/';
  if (json.format === 'date') return dayFromToday(1);
  if (json.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  const pattern = json.pattern === undefined ? undefined : new RegExp(json.pattern);
  const fits = (text: string): boolean => (pattern?.test(text) ?? true) && text.length >= (json.minLength ?? 0) && text.length <= (json.maxLength ?? Infinity);
  return [dayFromToday(1), ...STRING_CANDIDATES].find((text) => pattern !== undefined && fits(text)) ?? 'Sample'.padEnd(json.minLength ?? 0, 'x');
}

/** The required fields of an object schema, each with a sample value (optional ones are left out). */
export function sampleObject(json: JsonSchema): Record<string, unknown> {
  const object = objectPart(json);
  const out: Record<string, unknown> = {};
  for (const name of object?.required ?? []) {
    const field = object?.properties?.[name];
    if (field) out[name] = sampleValue(field);
  }
  return out;
}

/** The required fields of a request schema with sample values; `{}` without a schema. */
export function sampleInput(schema: Schema | undefined): Record<string, unknown> {
  return schema ? sampleObject(inputJsonSchema(schema)) : {};
}

/** A sample for one field of a request schema, for the path parameters the path names. */
export function sampleField(schema: Schema | undefined, name: string): unknown {
  const field = schema ? objectPart(inputJsonSchema(schema))?.properties?.[name] : undefined;
  return field ? sampleValue(field) : '1';
}

function isForm(endpoint: Endpoint): boolean {
  return endpoint.bodyKind === 'form' || endpoint.bodyKind === 'multipart';
}

/** %-encoded as a browser's form would send it (an unpaired surrogate becomes U+FFFD's bytes, as browsers do). */
export function wire(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** The boundary of the corpus's multipart bodies (a browser's looks alike: dashes and random letters). */
export const MULTIPART_BOUNDARY = '----CorpusBoundary7MA4YWxkTrZu0gW';

/** One part of a multipart form: a text field, or a file when a file name is given. */
export type MultipartPart = { readonly name: string; readonly value: string | Buffer; readonly filename?: string; readonly contentType?: string };

/** A multipart/form-data body of the parts, as a browser's FormData sends it. */
export function multipartBody(parts: readonly MultipartPart[], boundary = MULTIPART_BOUNDARY): { headers: Record<string, string>; payload: Buffer } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined && part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) };
}

/** A body as the endpoint's kind sends it: JSON, an urlencoded form (arrays as repeated fields), or a multipart form of text fields. */
export function encodeBody(endpoint: Endpoint, body: Readonly<Record<string, unknown>>): { headers: Record<string, string>; payload: string | Buffer } {
  if (endpoint.bodyKind === 'multipart') {
    const parts = Object.entries(body).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: typeof item === 'string' ? item : JSON.stringify(item ?? '') })),
    );
    return multipartBody(parts);
  }
  if (!isForm(endpoint)) return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
  const parts = Object.entries(body).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encodeURIComponent(key)}=${wire(item ?? '')}`),
  );
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: parts.join('&') };
}

/** A call of the endpoint with sample input, `{id}`-like path parameters set to `pathId`. */
export function sampleRequest(endpoint: Endpoint, pathId: number): { method: Endpoint['method']; url: string; headers: Record<string, string>; payload?: string | Buffer } {
  const url = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => wire(/id$/i.test(name) ? pathId : sampleField(endpoint.params, name)));
  const query = Object.entries(sampleInput(endpoint.query)).map(([key, value]) => `${encodeURIComponent(key)}=${wire(value)}`);
  const target = query.length > 0 ? `${url}?${query.join('&')}` : url;
  if (!endpoint.body) return { method: endpoint.method, url: target, headers: {} };
  return { method: endpoint.method, url: target, ...encodeBody(endpoint, sampleInput(endpoint.body)) };
}
