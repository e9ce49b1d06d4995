import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { savedStateSchema } from '@events/contracts/auth';
import { detailErrorSchema, fieldErrorsSchema } from '@events/contracts/lists';

const json = (schema: z.ZodType, description: string): ResponseConfig => ({ description, content: { 'application/json': { schema } } });
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

/** OpenAPI entries of the bookmark calls, for the openapi module's document (`...SAVED_OPENAPI_ROUTES`). */
export const SAVED_OPENAPI_ROUTES: RouteConfig[] = [
  ...bookmarkRoutes('/events/api/saved_events/event/{id}/', 'event'),
  ...bookmarkRoutes('/events/api/saved_pois/poi/{id}/', 'venue'),
];
