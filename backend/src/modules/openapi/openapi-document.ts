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
import type { Endpoint, ErrorStatus, Schema } from '@events/contracts/endpoint';
import { eventTypeSchema } from '@events/contracts/event-types';
import { eventDetailSchema, eventSchema } from '@events/contracts/events';
import { remoteRegistrySchema } from '@events/contracts/frontend';
import { geocodeResultSchema } from '@events/contracts/geo';
import { healthSchema } from '@events/contracts/health';
import { detailErrorSchema, fieldErrorsSchema, paginationSchema } from '@events/contracts/lists';
import { eventListingSchema, isoDateSchema, liveSearchItemSchema, venueListingSchema } from '@events/contracts/search';
import { venueDetailSchema, venueSchema } from '@events/contracts/venues';

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

/** Every schema of the contracts is a classic zod schema, which is what the generator reads. */
const classic = (schema: Schema): z.ZodType => schema as z.ZodType;
const object = (schema: Schema): z.ZodObject => schema as z.ZodObject;

function successOf(endpoint: Endpoint): ResponseConfig {
  const description = endpoint.responseDescription ?? endpoint.summary;
  const kind = endpoint.responseKind ?? 'json';
  if (kind === 'redirect') return { description, headers: z.object({ Location: z.string() }) };
  if (kind !== 'json') return { description, content: { [kind]: { schema: { type: 'string' } } } };
  if (!endpoint.response) return { description };
  return {
    description,
    content: { 'application/json': { schema: classic(endpoint.response) } },
    ...(endpoint.list ? { headers: listHeaders } : {}),
  };
}

function errorsOf(endpoint: Endpoint): Record<string, ResponseConfig> {
  const out: Record<string, ResponseConfig> = {};
  for (const [key, description] of Object.entries(endpoint.errors ?? {})) {
    const status = Number(key) as ErrorStatus;
    const schema = endpoint.errorBodies?.[status] ?? (status === 400 ? fieldErrorsSchema : detailErrorSchema);
    out[key] = { description, content: { 'application/json': { schema: classic(schema) } } };
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
    responses: { [endpoint.status ?? 200]: successOf(endpoint), ...errorsOf(endpoint) },
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
        'errors are `{field: [messages]}` (400) or `{detail}` (401, 403, 404, 503).',
    },
    servers: [{ url: '/' }],
  });
}
