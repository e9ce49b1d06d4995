import {
  OpenApiGeneratorV31,
  OpenAPIRegistry,
  type ResponseConfig,
  type RouteConfig,
  zodToOpenAPIRegistry,
} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { adNetworkSchema, SEARCH_AD_SEEN_COOKIE, searchAdPingSchema, searchAdQuerySchema, searchAdSchema } from '@events/contracts/ads';
import { calendarEventParamsSchema, calendarFileQuerySchema } from '@events/contracts/calendar';
import { eventTypeListQuerySchema, eventTypeSchema } from '@events/contracts/event-types';
import { eventDetailSchema, eventSchema } from '@events/contracts/events';
import { remoteRegistrySchema } from '@events/contracts/frontend';
import { geocodeQuerySchema, geocodeResultSchema } from '@events/contracts/geo';
import { healthSchema } from '@events/contracts/health';
import { detailErrorSchema, fieldErrorsSchema, pageQuerySchema, paginationSchema } from '@events/contracts/lists';
import {
  eventListingSchema,
  eventSearchQuerySchema,
  isoDateSchema,
  liveSearchItemSchema,
  liveSearchQuerySchema,
  venueListingSchema,
  venueSearchQuerySchema,
} from '@events/contracts/search';
import { venueDetailSchema, venueSchema } from '@events/contracts/venues';
import { ACCOUNT_OPENAPI_ROUTES } from '../auth/auth.openapi.js';
import { SAVED_OPENAPI_ROUTES } from '../saved/saved.openapi.js';
import { SAVED_SEARCHES_OPENAPI_ROUTES } from '../saved-searches/saved-searches.openapi.js';
import { ADDRESSES_OPENAPI_ROUTES } from '../addresses/addresses.openapi.js';
import { USERS_OPENAPI_ROUTES } from '../users/users.openapi.js';
import { IMPRESSIONS_PATH, impressionBatchSchema } from '@events/contracts/metrics';

/** The document as the generator types it (OpenAPI 3.1). */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

export const OPENAPI_PATH = '/events/api/v1/openapi.json';

/** A path id as the route reads it (digits only). */
const idPath = z.object({ id: z.string().regex(/^\d+$/).describe('Numeric id.') });

const listHeaders = z.object({
  Link: z.string().describe('RFC 8288 links to the next, previous and last pages.'),
  'x-total-count': z.string().describe('Total number of items.'),
});

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

/**
 * Every call of the foundation, the catalogue and the accounts, described from the zod schemas the
 * controllers parse and answer with (libs/contracts). Paths are written as the spec gives them (trailing
 * slash); the backend answers with and without it.
 */
function routes(): OpenAPIRegistry {
  const r = new OpenAPIRegistry();

  const json = (schema: z.ZodType, description: string, headers?: ResponseConfig['headers']): ResponseConfig => ({
    description,
    content: { 'application/json': { schema } },
    ...(headers ? { headers } : {}),
  });
  const badInput = json(fieldErrorsSchema, 'Bad input: a field error map in the spec wording.');
  const notFound = json(detailErrorSchema, 'Not found: `{detail: "Not found."}`.');

  const list: RouteConfig[] = [
    {
      method: 'get',
      path: '/health',
      tags: ['foundation'],
      summary: 'Liveness and database check',
      responses: { 200: json(healthSchema, 'Up.'), 503: json(healthSchema, 'The database does not answer.') },
    },
    {
      method: 'get',
      path: '/events/api/event_types/',
      tags: ['foundation'],
      summary: 'Event categories (generic list: page, page_size, id[], search, ordering)',
      request: { query: eventTypeListQuerySchema },
      responses: { 200: json(z.array(eventTypeSchema), 'One page of categories.', listHeaders), 400: badInput },
    },
    {
      method: 'get',
      path: '/events/api/v1/frontend/remotes/',
      tags: ['foundation'],
      summary: 'Micro-frontend registry for this visitor (remote name -> mf-manifest.json URL)',
      responses: { 200: json(remoteRegistrySchema, 'The remotes to register.') },
    },
    {
      method: 'get',
      path: '/events/api/v1/events/',
      tags: ['events'],
      summary: 'Events listing with every search filter',
      request: { query: eventSearchQuerySchema },
      responses: { 200: json(eventListingSchema, 'One page of events with pagination.', listHeaders), 400: badInput },
    },
    {
      method: 'get',
      path: '/events/api/v1/events/livesearch/',
      tags: ['events'],
      summary: 'Event live search: ?q= (1 character or more) or ?id=',
      request: { query: liveSearchQuerySchema },
      responses: { 200: json(z.array(liveSearchItemSchema), 'Matches, best first.'), 400: badInput },
    },
    {
      method: 'get',
      path: '/events/api/v1/events/{id}/',
      tags: ['events'],
      summary: 'Event detail',
      request: { params: idPath },
      responses: { 200: json(eventDetailSchema, 'The event with its upcoming occurrences.'), 400: badInput, 404: notFound },
    },
    {
      method: 'get',
      path: '/events/api/v1/poi/',
      tags: ['venues'],
      summary: 'Venue (point of interest) listing with every search filter',
      request: { query: venueSearchQuerySchema },
      responses: { 200: json(venueListingSchema, 'One page of venues with pagination.', listHeaders), 400: badInput },
    },
    {
      method: 'get',
      path: '/events/api/v1/poi/livesearch/',
      tags: ['venues'],
      summary: 'Venue live search: ?q= (1 character or more) or ?id=',
      request: { query: liveSearchQuerySchema },
      responses: { 200: json(z.array(liveSearchItemSchema), 'Matches, best first.'), 400: badInput },
    },
    {
      method: 'get',
      path: '/events/api/v1/poi/{id}/',
      tags: ['venues'],
      summary: 'Venue detail',
      request: { params: idPath },
      responses: { 200: json(venueDetailSchema, 'The venue.'), 400: badInput, 404: notFound },
    },
    {
      method: 'get',
      path: '/events/api/v1/poi/{id}/events/',
      tags: ['venues'],
      summary: "A venue's upcoming events",
      request: { params: idPath, query: pageQuerySchema },
      responses: { 200: json(eventListingSchema, 'One page of events, soonest first.', listHeaders), 400: badInput, 404: notFound },
    },
    {
      method: 'get',
      path: '/icalendar/event/{id}/',
      tags: ['calendar'],
      summary: "An event's occurrences as an iCalendar file",
      description:
        'One VEVENT per occurrence on the local days dtstart..dtend (venue time zone; default today through one year ahead), ' +
        'times with TZID and a VTIMEZONE, UID = event id + start instant (stable), STATUS:CANCELLED for cancelled events.',
      request: { params: calendarEventParamsSchema, query: calendarFileQuerySchema },
      responses: {
        200: {
          description: 'An .ics attachment (`Content-Disposition: attachment; filename="<slug>.ics"`).',
          content: { 'text/calendar': { schema: { type: 'string' } } },
        },
        400: badInput,
        404: notFound,
      },
    },
    {
      method: 'get',
      path: '/manage/geocode/',
      tags: ['geo'],
      summary: 'Geocode helper: address text -> longitude and latitude',
      request: { query: geocodeQuerySchema },
      responses: {
        200: json(geocodeResultSchema, 'The point of the address.'),
        400: badInput,
        404: json(detailErrorSchema, '`{detail: "Geocoding failed for the provided address."}`.'),
        503: json(detailErrorSchema, 'The configured geocoding service did not answer.'),
      },
    },
    {
      method: 'get',
      path: '/events/api/v1/search_ads/',
      tags: ['ads'],
      summary: 'An advertisement for an events search',
      description:
        'Takes the events listing query; event_types and keyword choose the ad (best-targeted active ads, drawn by weight). ' +
        `firstForSession is false once the session has pinged an ad (the \`${SEARCH_AD_SEEN_COOKIE}\` cookie).`,
      request: { query: searchAdQuerySchema },
      responses: { 200: json(searchAdSchema, 'An ad.'), 400: badInput, 404: notFound },
    },
    {
      method: 'get',
      path: '/events/api/v1/ads/network/',
      tags: ['ads'],
      summary: "The events listing's second, ad-network unit",
      description: 'As configured by AD_NETWORK: a house promotion (default), a Google AdSense unit (publisher id and slot), or none. Cacheable.',
      responses: { 200: json(adNetworkSchema, 'The configured unit.') },
    },
    {
      method: 'post',
      path: '/events/api/v1/search_ads/ping/',
      tags: ['ads'],
      summary: 'Count one impression of an ad (sent when it is shown)',
      request: { body: { required: true, content: { 'application/json': { schema: searchAdPingSchema } } } },
      responses: {
        204: { description: `Counted; sets the \`${SEARCH_AD_SEEN_COOKIE}\` cookie (30 minutes, httpOnly).` },
        400: badInput,
        404: notFound,
      },
    },
    {
      method: 'post',
      path: IMPRESSIONS_PATH,
      tags: ['metrics'],
      summary: 'Count card impressions and detail views, batched by the browser',
      request: { body: { required: true, content: { 'application/json': { schema: impressionBatchSchema } } } },
      responses: { 204: { description: 'Counted in the daily rollup.' }, 400: badInput },
    },
    {
      method: 'get',
      path: OPENAPI_PATH,
      tags: ['foundation'],
      summary: 'This document',
      responses: { 200: { description: 'OpenAPI 3.1 document.', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  ];
  for (const route of [...list, ...ACCOUNT_OPENAPI_ROUTES, ...SAVED_OPENAPI_ROUTES, ...ADDRESSES_OPENAPI_ROUTES, ...USERS_OPENAPI_ROUTES]) r.registerPath(route);
  for (const route of SAVED_SEARCHES_OPENAPI_ROUTES) r.registerPath(route);
  return r;
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
