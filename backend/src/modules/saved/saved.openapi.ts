import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { savedStateSchema } from '@events/contracts/auth';
import { detailErrorSchema, fieldErrorsSchema } from '@events/contracts/lists';
import { savedEventListSchema, savedEventsQuerySchema, savedVenueListSchema, savedVenuesQuerySchema } from '@events/contracts/saved';

const json = (schema: z.ZodType, description: string, headers?: ResponseConfig['headers']): ResponseConfig => ({
  description,
  content: { 'application/json': { schema } },
  ...(headers ? { headers } : {}),
});
/** `Link` and `x-total-count` of every paginated list. */
export const LIST_HEADERS = z.object({
  Link: z.string().describe('RFC 8288 links to the next, previous and last pages.'),
  'x-total-count': z.string().describe('Total number of items.'),
});
const idPath = z.object({ id: z.string().regex(/^\d+$/).describe('Numeric id.') });
const flag = z.object({ saved: z.boolean().optional().describe('Forces the state (true adds, false removes); absent toggles.') });

function bookmarkRoutes(path: string, what: string): RouteConfig[] {
  const errors = {
    400: json(fieldErrorsSchema, 'Non-numeric id.'),
    403: json(detailErrorSchema, 'Anonymous (or a cookie-authenticated write without the CSRF header).'),
    404: json(detailErrorSchema, `Unknown or unpublished ${what}.`),
  };
  return [
    {
      method: 'get',
      path,
      tags: ['bookmarks'],
      summary: `Whether the signed-in user has saved this ${what}`,
      request: { params: idPath },
      responses: { 200: json(savedStateSchema, 'The state.'), ...errors },
    },
    {
      method: 'post',
      path,
      tags: ['bookmarks'],
      summary: `Toggle (or force) the bookmark of this ${what}`,
      request: { params: idPath, query: flag, body: { required: false, content: { 'application/json': { schema: flag } } } },
      responses: { 200: json(savedStateSchema, 'The new state.'), ...errors },
    },
  ];
}

const listErrors = {
  400: json(fieldErrorsSchema, 'Bad query (an address_id that is not one of your addresses, distance without a point, ...).'),
  403: json(detailErrorSchema, 'Anonymous.'),
};

const SAVED_LIST_ROUTES: RouteConfig[] = [
  {
    method: 'get',
    path: '/events/api/v1/saved_events/',
    tags: ['bookmarks'],
    summary: "The signed-in user's saved events still to come, as event cards (ordering -created, date or distance)",
    request: { query: savedEventsQuerySchema },
    responses: { 200: json(savedEventListSchema, 'One page of saved events with pagination.', LIST_HEADERS), ...listErrors },
  },
  {
    method: 'get',
    path: '/events/api/v1/saved_pois/',
    tags: ['bookmarks'],
    summary: "The signed-in user's saved venues, as venue cards (ordering -created or distance)",
    request: { query: savedVenuesQuerySchema },
    responses: { 200: json(savedVenueListSchema, 'One page of saved venues with pagination.', LIST_HEADERS), ...listErrors },
  },
];

/** OpenAPI entries of the bookmark calls, for the openapi module's document (`...SAVED_OPENAPI_ROUTES`). */
export const SAVED_OPENAPI_ROUTES: RouteConfig[] = [
  ...bookmarkRoutes('/events/api/saved_events/event/{id}/', 'event'),
  ...bookmarkRoutes('/events/api/saved_pois/poi/{id}/', 'venue'),
  ...SAVED_LIST_ROUTES,
];
