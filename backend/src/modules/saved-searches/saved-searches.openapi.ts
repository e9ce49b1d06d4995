import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { detailErrorSchema, fieldErrorsSchema } from '@events/contracts/lists';
import {
  savedSearchCreateSchema,
  savedSearchListQuerySchema,
  savedSearchListSchema,
  savedSearchPatchSchema,
  savedSearchResultsQuerySchema,
  savedSearchResultsSchema,
  savedSearchSchema,
} from '@events/contracts/saved-searches';
import { LIST_HEADERS } from '../saved/saved.openapi.js';

const json = (schema: z.ZodType, description: string, headers?: ResponseConfig['headers']): ResponseConfig => ({
  description,
  content: { 'application/json': { schema } },
  ...(headers ? { headers } : {}),
});
const body = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema } } });
const idPath = z.object({ id: z.string().regex(/^\d+$/).describe('Numeric id of one of your saved searches.') });

const BASE = '/events/api/v1/saved_searches/';
const ITEM = `${BASE}{id}/`;

const errors = {
  400: json(fieldErrorsSchema, 'Bad input: a field error map (unknown event type, foreign address_id, unknown default_loc_id, ...).'),
  403: json(detailErrorSchema, 'Anonymous (or a cookie-authenticated write without the CSRF header).'),
};
const notFound = { 404: json(detailErrorSchema, 'Unknown id or another user\'s search: `{detail: "Not found."}`.') };

/** OpenAPI entries of the saved-search calls, for the openapi module's document (`...SAVED_SEARCHES_OPENAPI_ROUTES`). */
export const SAVED_SEARCHES_OPENAPI_ROUTES: RouteConfig[] = [
  {
    method: 'get',
    path: BASE,
    tags: ['saved searches'],
    summary: 'Your saved searches (ordering -updated or -created)',
    request: { query: savedSearchListQuerySchema },
    responses: { 200: json(savedSearchListSchema, 'One page of saved searches with pagination.', LIST_HEADERS), ...errors },
  },
  {
    method: 'post',
    path: BASE,
    tags: ['saved searches'],
    summary: 'Save a search (at most 100 per user)',
    request: { body: body(savedSearchCreateSchema) },
    responses: { 201: json(savedSearchSchema, 'The saved search.'), ...errors },
  },
  {
    method: 'get',
    path: ITEM,
    tags: ['saved searches'],
    summary: 'One of your saved searches',
    request: { params: idPath },
    responses: { 200: json(savedSearchSchema, 'The saved search.'), ...errors, ...notFound },
  },
  {
    method: 'patch',
    path: ITEM,
    tags: ['saved searches'],
    summary: 'Change a saved search (a rename sends only search_name)',
    request: { params: idPath, body: body(savedSearchPatchSchema) },
    responses: { 200: json(savedSearchSchema, 'The changed search.'), ...errors, ...notFound },
  },
  {
    method: 'delete',
    path: ITEM,
    tags: ['saved searches'],
    summary: 'Delete a saved search',
    request: { params: idPath },
    responses: { 204: { description: 'Deleted.' }, ...errors, ...notFound },
  },
  {
    method: 'get',
    path: `${ITEM}results/`,
    tags: ['saved searches'],
    summary: 'The events of a saved search from today, soonest first (count 10, 20 or 50), for the export',
    request: { params: idPath, query: savedSearchResultsQuerySchema },
    responses: { 200: json(savedSearchResultsSchema, 'The results, with absolute URLs.'), ...errors, ...notFound },
  },
];
