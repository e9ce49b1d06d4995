import type { Endpoint } from '@events/contracts/endpoint';
import type { NamedEndpoint } from '@events/contracts/api';
import { encodeBody, fieldNamesOf, multipartBody, MULTIPART_BOUNDARY, sampleField, sampleInput, wire } from './request-samples.js';

/** One request of the corpus, ready for `app.inject` (the URL is sent as written: it may hold raw `%FF`). */
export type CorpusCase = {
  readonly operation: string;
  readonly method: Endpoint['method'];
  readonly url: string;
  /** What is bad about it: `body.lat = huge number`. */
  readonly label: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string | Buffer;
};

type BadValue = { readonly label: string; readonly value: unknown };

/** The value an attacker or a broken client puts into one field of a JSON body (spec-agnostic, bounded: 23 per field). */
export const BAD_JSON_VALUES: readonly BadValue[] = [
  { label: 'object', value: { nested: { deeper: 'x' } } },
  { label: 'boolean', value: true },
  { label: 'null', value: null },
  { label: 'huge number', value: 1e308 },
  { label: 'beyond int32', value: 2_147_483_648 },
  { label: 'beyond safe integer', value: 2 ** 60 },
  { label: 'negative number', value: -1 },
  { label: 'fraction', value: 0.5 },
  { label: 'empty string', value: '' },
  { label: '10,000 characters', value: 'x'.repeat(10_000) },
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'lone surrogate', value: 'a\ud800b' },
  { label: 'unicode', value: 'Ωmega 😀 ﷽ \u202eevil\u202c ñ' },
  { label: 'SQL injection', value: "' OR 1=1; DROP TABLE users; --" },
  { label: 'HTML injection', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { label: 'format string', value: '%s%s%n %x ${7*7} {{7*7}}' },
  { label: '1,000-item array', value: Array.from({ length: 1000 }, (_, i) => i + 1) },
  { label: 'array of strings', value: Array.from({ length: 1000 }, () => 'x') },
  { label: 'impossible date', value: '2026-02-29' },
  { label: 'day 31 of a 30-day month', value: '2026-04-31' },
  { label: 'impossible US date', value: '02/30/2025' },
  { label: 'out-of-range latitude', value: 91 },
  { label: 'out-of-range longitude', value: -181.5 },
];

/** Query and path values as written on the wire (already %-encoded where they must be; `%FF` is invalid UTF-8). */
export const BAD_WIRE_VALUES: readonly BadValue[] = [
  { label: 'word', value: 'abc' },
  { label: 'huge number', value: '1e308' },
  { label: 'beyond int32', value: '2147483648' },
  { label: 'beyond bigint', value: '99999999999999999999999' },
  { label: 'negative number', value: '-1' },
  { label: 'NaN', value: 'NaN' },
  { label: '10,000 characters', value: 'x'.repeat(10_000) },
  { label: 'NUL', value: 'a%00b' },
  { label: 'invalid UTF-8', value: '%FF%FE' },
  { label: 'malformed escape', value: '%E0%A4%A' },
  { label: 'unicode', value: encodeURIComponent('Ωmega 😀 ﷽ ñ') },
  { label: 'SQL injection', value: encodeURIComponent("' OR 1=1; DROP TABLE users; --") },
  { label: 'HTML injection', value: encodeURIComponent('<script>alert(1)</script>') },
  { label: 'impossible date', value: '2026-02-29' },
  { label: 'day 31 of a 30-day month', value: '2026-04-31' },
  { label: 'out-of-range latitude', value: '91' },
  { label: 'out-of-range longitude', value: '-181.5' },
];

/** Path parameters take fewer values: a bad path segment stops at the router or the params schema. */
const BAD_PATH_VALUES: readonly BadValue[] = BAD_WIRE_VALUES.filter((v) =>
  ['word', 'beyond int32', 'beyond bigint', 'negative number', 'NUL', 'invalid UTF-8', 'malformed escape', 'unicode', 'SQL injection', '10,000 characters'].includes(v.label),
);

const TWO_MEGABYTES = 2 * 1024 * 1024;

/** The path with its parameters filled: samples, and `bad` for one of them, written raw. */
function pathWith(endpoint: Endpoint, bad?: { readonly name: string; readonly raw: string }): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (bad?.name === name ? bad.raw : wire(sampleField(endpoint.params, name))));
}

function queryString(values: Readonly<Record<string, unknown>>): string {
  const parts = Object.entries(values).map(([key, value]) => `${encodeURIComponent(key)}=${wire(value)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Every field of the body holding invalid UTF-8 (raw bytes 0xFF 0xFE; `%FF%FE` in a form). */
function invalidUtf8Body(endpoint: Endpoint): { headers: Record<string, string>; payload: Buffer } {
  const names = fieldNamesOf(endpoint.body);
  if (endpoint.bodyKind === 'multipart') return multipartBody(names.map((name) => ({ name, value: Buffer.from([0x61, 0xff, 0xfe, 0x62]) })));
  if (endpoint.bodyKind === 'form') {
    return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: Buffer.from(names.map((name) => `${name}=a%FF%FEb`).join('&')) };
  }
  const parts = names.map((name, i) => Buffer.concat([Buffer.from(`${i > 0 ? ',' : ''}${JSON.stringify(name)}: "a`), Buffer.from([0xff, 0xfe]), Buffer.from('b"')]));
  return { headers: { 'content-type': 'application/json' }, payload: Buffer.concat([Buffer.from('{'), ...parts, Buffer.from('}')]) };
}

const ELEVEN_MEGABYTES = 11 * 1024 * 1024;

/**
 * What a broken or hostile client uploads to a multipart endpoint: files of the wrong kind under a permitted
 * name, an oversized file, files under every field, too many parts, and forms cut short or without a boundary.
 */
function multipartCases(endpoint: Endpoint): [string, { headers: Record<string, string>; payload: string | Buffer }][] {
  const names = fieldNamesOf(endpoint.body);
  const text = Buffer.from('plain words, not a picture\n'.repeat(40));
  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const boundary = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
  return [
    ['text file named .jpg', multipartBody(names.map((name) => ({ name, value: text, filename: 'notes.jpg', contentType: 'image/jpeg' })))],
    ['JPEG start then garbage', multipartBody([{ name: names[0] ?? 'file', value: Buffer.concat([jpegStart, Buffer.alloc(4096, 9)]), filename: 'x.jpg' }])],
    ['11 MB file', multipartBody([{ name: names[0] ?? 'file', value: Buffer.concat([jpegStart, Buffer.alloc(ELEVEN_MEGABYTES, 1)]), filename: 'big.jpg' }])],
    ['file name with path and NUL', multipartBody([{ name: names[0] ?? 'file', value: text, filename: '../../etc/pass\u0000wd.png' }])],
    ['1,000 parts', multipartBody(Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, value: 'x' })))],
    ['cut short', { headers: { 'content-type': boundary }, payload: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${names[0] ?? 'a'}"; filename="a.jpg"\r\n\r\n\xff\xd8` }],
    ['no boundary', { headers: { 'content-type': 'multipart/form-data' }, payload: 'anything' }],
    ['empty', { headers: { 'content-type': boundary }, payload: '' }],
  ];
}

/**
 * The whole-body cases of an operation that takes a body, or of any write: malformed and oversized bodies, wrong
 * content types, invalid UTF-8 bytes, a top-level array, and every field at once holding a bad value.
 */
function bodyCases(operation: string, endpoint: Endpoint, url: string): CorpusCase[] {
  const json = { 'content-type': 'application/json' };
  const sample = JSON.stringify(sampleInput(endpoint.body));
  const at = (label: string, headers: Record<string, string>, payload: string | Buffer): CorpusCase => ({
    operation,
    method: endpoint.method,
    url,
    label: `body: ${label}`,
    headers,
    payload,
  });
  const cases = [
    at('malformed JSON', json, '{"a": [1, 2'),
    at('JSON string at the top', json, '"text"'),
    at('JSON array at the top', json, '[1, 2, 3]'),
    at('JSON null', json, 'null'),
    at('2 MB', json, JSON.stringify({ padding: 'x'.repeat(TWO_MEGABYTES) })),
    at('raw NUL and invalid UTF-8 bytes', json, Buffer.concat([Buffer.from('{"x": "'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x00]), Buffer.from('"}')])),
    at('every field invalid UTF-8', invalidUtf8Body(endpoint).headers, invalidUtf8Body(endpoint).payload),
    at('text/plain', { 'content-type': 'text/plain' }, sample),
    at('XML', { 'content-type': 'application/xml' }, '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    at('form instead of JSON', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&a=2&b=%FF&c=%00'),
    at('multipart', { 'content-type': 'multipart/form-data; boundary=X' }, '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--X--\r\n'),
    at('charset it does not use', { 'content-type': 'application/json; charset=utf-16' }, sample),
    // Nesting and key counts a parser or a walk over the body could spend seconds on (issue 25 N3).
    at('arrays 6,500 levels deep', json, `{"${fieldNamesOf(endpoint.body)[0] ?? 'x'}":${'['.repeat(6_500)}${']'.repeat(6_500)}}`),
    at('objects 3,000 levels deep', json, `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`),
    at('arrays 33 levels deep', json, `${'['.repeat(33)}${']'.repeat(33)}`),
    at('10,001 keys', json, `{${Array.from({ length: 10_001 }, () => '"a":0').join(',')}}`),
  ];
  if (endpoint.bodyKind === 'multipart') cases.push(...multipartCases(endpoint).map(([label, body]) => at(label, body.headers, body.payload)));
  for (const bad of BAD_JSON_VALUES.filter((v) => v.label === 'NUL' || v.label === '1,000-item array')) {
    const all = Object.fromEntries(fieldNamesOf(endpoint.body).map((name) => [name, bad.value]));
    const encoded = encodeBody(endpoint, all);
    cases.push(at(`every field ${bad.label}`, encoded.headers, encoded.payload));
  }
  return cases;
}

/**
 * Every bad-input case of one operation, generated from its contract: each path parameter, query key and body field
 * in turn holding each bad value (the others at samples), and the whole-body cases. A new endpoint gets its cases
 * without anyone writing them.
 */
export function corpusCasesOf({ name: operation, endpoint }: NamedEndpoint): CorpusCase[] {
  const cases: CorpusCase[] = [];
  const url = pathWith(endpoint);
  const queryBase = sampleInput(endpoint.query);
  const bodyBase = sampleInput(endpoint.body);
  const baseBody = endpoint.body ? encodeBody(endpoint, bodyBase) : undefined;
  const plain = (label: string, target: string, body = baseBody): CorpusCase => ({
    operation,
    method: endpoint.method,
    url: target,
    label,
    headers: body?.headers ?? {},
    ...(body ? { payload: body.payload } : {}),
  });

  for (const name of fieldNamesOf(endpoint.params)) {
    for (const bad of BAD_PATH_VALUES) cases.push(plain(`path ${name} = ${bad.label}`, `${pathWith(endpoint, { name, raw: String(bad.value) })}${queryString(queryBase)}`));
  }
  for (const name of fieldNamesOf(endpoint.query)) {
    const others = queryString(Object.fromEntries(Object.entries(queryBase).filter(([key]) => key !== name)));
    const join = others === '' ? '?' : `${others}&`;
    for (const bad of BAD_WIRE_VALUES) cases.push(plain(`query ${name} = ${bad.label}`, `${url}${join}${encodeURIComponent(name)}=${String(bad.value)}`));
    // A 1,000-item array in the shortest form, so it fits the 16 kB a request head may take.
    cases.push(plain(`query ${name} x 1,000`, `${url}${join}${Array.from({ length: 1000 }, () => `${encodeURIComponent(name)}=1`).join('&')}`));
    cases.push(plain(`query ${name} repeated`, `${url}${join}${name}=1&${name}=abc&${name}[]=%00`));
  }
  for (const name of fieldNamesOf(endpoint.body)) {
    for (const bad of BAD_JSON_VALUES) cases.push(plain(`body ${name} = ${bad.label}`, url, encodeBody(endpoint, { ...bodyBase, [name]: bad.value })));
  }
  if (endpoint.body || endpoint.method !== 'GET') cases.push(...bodyCases(operation, endpoint, url));
  return cases;
}
