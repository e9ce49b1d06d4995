import {
  OpenApiGeneratorV31,
  OpenAPIRegistry,
  type ResponseConfig,
  type RouteConfig,
  type ZodRequestBody,
  zodToOpenAPIRegistry,
} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { searchAdSchema } from '@events/contracts/ads';
import { API_ENDPOINTS } from '@events/contracts/api';
import { cacheClassOf, type Endpoint, type ErrorStatus, type Schema } from '@events/contracts/endpoint';
import { eventTypeSchema } from '@events/contracts/event-types';
import { eventDetailSchema, eventSchema } from '@events/contracts/events';
import { remoteRegistrySchema } from '@events/contracts/frontend';
import { geocodeResultSchema } from '@events/contracts/geo';
import { healthSchema } from '@events/contracts/health';
import { detailErrorSchema, fieldErrorsSchema, paginationSchema } from '@events/contracts/lists';
import { eventListingSchema, isoDateSchema, liveSearchItemSchema, venueListingSchema } from '@events/contracts/search';
import { venueDetailSchema, venueSchema } from '@events/contracts/venues';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../common/http/cache-class.js';
import { FIELD_ERROR_CODES_HEADER } from '../../common/i18n/field-error-wording.js';

/** The document as the generator types it (OpenAPI 3.1). */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** Contracts schemas named as components: every schema nesting one (a listing holding events) refers to it by $ref. */
const COMPONENTS: ReadonlyArray<readonly [string, z.ZodType, string?]> = [
  ['FieldErrors', fieldErrorsSchema, '400: `{field: [messages]}` in the spec wording (root problems under `nonFieldErrors`).'],
  ['DetailError', detailErrorSchema, '401, 403, 404, 503: `{detail}` (and a machine-readable `code` for module errors).'],
  ['Pagination', paginationSchema],
  ['EventType', eventTypeSchema],
  ['Venue', venueSchema],
  ['VenueDetail', venueDetailSchema],
  ['Event', eventSchema],
  ['EventDetail', eventDetailSchema],
  ['EventListing', eventListingSchema],
  ['VenueListing', venueListingSchema],
  ['LiveSearchItem', liveSearchItemSchema],
  ['Health', healthSchema],
  ['RemoteRegistry', remoteRegistrySchema],
  ['GeocodeResult', geocodeResultSchema],
  ['SearchAd', searchAdSchema],
];

/**
 * Names the component schemas in the library's own metadata registry (rather than through `.openapi()`, which
 * needs zod's prototypes patched before the contracts are loaded). Idempotent.
 */
function nameComponents(): z.ZodType[] {
  // Query dates are checked by a refinement the generator cannot read: say what they are.
  zodToOpenAPIRegistry.add(isoDateSchema, { format: 'date', description: 'A date as yyyy-MM-dd.' });
  return COMPONENTS.map(([refId, schema, description]) => {
    zodToOpenAPIRegistry.add(schema, { _internal: { refId }, ...(description ? { description } : {}) });
    return schema;
  });
}

const listHeaders = z.object({
  Link: z.string().describe('RFC 8288 links to the next, previous and last pages.'),
  'x-total-count': z.string().describe('Total number of items.'),
});

/**
 * The caching headers of a GET's answer, by its endpoint's cache class (README "Caching"): a public answer to an
 * anonymous request may be kept by any cache and revalidated by its strong ETag; every other answer is private.
 */
const publicCacheHeaders = z.object({
  'Cache-Control': z
    .string()
    .describe(
      `For an anonymous request \`${PUBLIC_CACHE_CONTROL}\` (or the endpoint's own public lifetimes); ` +
        `with a session cookie or an Authorization header \`${PRIVATE_CACHE_CONTROL}\`.`,
    ),
  ETag: z.string().describe('Strong, on an anonymous answer; a request naming it in If-None-Match is answered 304.'),
  Vary: z.string().describe('Authorization (with Origin and Accept where they apply).'),
});
const privateCacheHeaders = z.object({
  'Cache-Control': z.string().describe(`\`${PRIVATE_CACHE_CONTROL}\`, or private with a lifetime of its own: no shared cache keeps the answer.`),
});

function cacheHeadersOf(endpoint: Endpoint): z.ZodObject | undefined {
  if (endpoint.method !== 'GET') return undefined;
  return cacheClassOf(endpoint) === 'public' ? publicCacheHeaders : privateCacheHeaders;
}

/** Every schema of the contracts is a classic zod schema, which is what the generator reads. */
const classic = (schema: Schema): z.ZodType => schema as z.ZodType;
const object = (schema: Schema): z.ZodObject => schema as z.ZodObject;

/** The headers of a success answer: its Location, its list headers, its caching headers. */
function successHeadersOf(endpoint: Endpoint, own: z.ZodObject | undefined): Pick<ResponseConfig, 'headers'> {
  const cache = cacheHeadersOf(endpoint);
  const headers = own && cache ? own.extend(cache.shape) : (own ?? cache);
  return headers ? { headers } : {};
}

function successOf(endpoint: Endpoint): ResponseConfig {
  const description = endpoint.responseDescription ?? endpoint.summary;
  const kind = endpoint.responseKind ?? 'json';
  if (kind === 'redirect') return { description, ...successHeadersOf(endpoint, z.object({ Location: z.string() })) };
  if (kind !== 'json') return { description, content: { [kind]: { schema: { type: 'string' } } }, ...successHeadersOf(endpoint, undefined) };
  if (!endpoint.response) return { description, ...successHeadersOf(endpoint, undefined) };
  return {
    description,
    content: { 'application/json': { schema: classic(endpoint.response) } },
    ...successHeadersOf(endpoint, endpoint.list ? listHeaders : undefined),
  };
}

/** A public GET answers 304 without a body when the request's If-None-Match names the current ETag. */
function notModifiedOf(endpoint: Endpoint): Record<string, ResponseConfig> {
  return endpoint.method === 'GET' && cacheClassOf(endpoint) === 'public' ? { 304: { description: 'Not Modified: the copy whose ETag the request names is current.' } } : {};
}

/** A field error map's headers (issue 31): its messages are worded in the request's language, their codes stay. */
const fieldErrorHeaders = z.object({
  [FIELD_ERROR_CODES_HEADER]: z
    .string()
    .optional()
    .describe('JSON: each field\'s messages\' stable codes, in order (`validation.maxLength`; null for a message without one). Left out when too long.'),
  'Content-Language': z.string().describe("The messages' language: the request's (the user's choice, the language cookie, Accept-Language)."),
});

function errorsOf(endpoint: Endpoint): Record<string, ResponseConfig> {
  const out: Record<string, ResponseConfig> = {};
  for (const [key, description] of Object.entries(endpoint.errors ?? {})) {
    const status = Number(key) as ErrorStatus;
    const own = endpoint.errorBodies?.[status];
    const schema = own ?? (status === 400 ? fieldErrorsSchema : detailErrorSchema);
    const headers = status === 400 && own === undefined ? { headers: fieldErrorHeaders } : {};
    out[key] = { description, content: { 'application/json': { schema: classic(schema) } }, ...headers };
  }
  return out;
}

function bodyOf(endpoint: Endpoint, schema: Schema): ZodRequestBody {
  const kind = endpoint.bodyKind ?? 'json';
  const media =
    kind === 'form'
      ? ['application/x-www-form-urlencoded', 'application/json']
      : kind === 'multipart'
        ? ['multipart/form-data']
        : ['application/json'];
  return { required: endpoint.bodyOptional !== true, content: Object.fromEntries(media.map((type) => [type, { schema: classic(schema) }])) };
}

/** One operation of the document, read from its endpoint (libs/contracts). */
export function routeConfigOf(endpoint: Endpoint): RouteConfig {
  return {
    method: endpoint.method.toLowerCase() as RouteConfig['method'],
    path: endpoint.path,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    request: {
      ...(endpoint.params ? { params: object(endpoint.params) } : {}),
      ...(endpoint.query ? { query: object(endpoint.query) } : {}),
      ...(endpoint.body ? { body: bodyOf(endpoint, endpoint.body) } : {}),
    },
    responses: { [endpoint.status ?? 200]: successOf(endpoint), ...notModifiedOf(endpoint), ...errorsOf(endpoint) },
  };
}

/** Every endpoint of the API (libs/contracts/api.ts), in the order the domains list them. */
function routes(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  for (const { endpoint } of API_ENDPOINTS) registry.registerPath(routeConfigOf(endpoint));
  return registry;
}

/** The OpenAPI 3.1 document of the public API. */
export function buildOpenApiDocument(version: string): OpenApiDocument {
  return new OpenApiGeneratorV31([...nameComponents(), ...routes().definitions]).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Regional events and venues API',
      version,
      description:
        'Public discovery calls of the events and venues listing service. Lists carry `Link` and `x-total-count` headers; ' +
        'errors are `{field: [messages]}` (400) or `{detail}` (401, 403, 404, 503). A GET is public or private: an anonymous ' +
        "request to a public one may be answered from a shared cache, up to s-maxage plus stale-while-revalidate old.",
    },
    servers: [{ url: '/' }],
  });
}
