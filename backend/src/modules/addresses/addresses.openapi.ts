import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { addressListQuerySchema, addressListSchema, addressWriteSchema, savedAddressSchema } from '@events/contracts/addresses';
import { detailErrorSchema, fieldErrorsSchema } from '@events/contracts/lists';

const json = (schema: z.ZodType, description: string): ResponseConfig => ({ description, content: { 'application/json': { schema } } });
const idPath = z.object({ id: z.string().regex(/^\d+$/).describe('Numeric id of one of your addresses.') });
const body = { required: true, content: { 'application/json': { schema: addressWriteSchema } } };
const listHeaders = z.object({
  Link: z.string().describe('RFC 8288 links to the next, previous and last pages.'),
  'x-total-count': z.string().describe('Total number of addresses.'),
});
const anonymous = json(detailErrorSchema, 'Anonymous (or a cookie-authenticated write without the CSRF header).');
const notFound = json(detailErrorSchema, '`{detail: "Not found."}`: no such address in your book (another user\'s id included).');
const badId = json(fieldErrorsSchema, 'Non-numeric or out-of-range id.');
const badInput = json(fieldErrorsSchema, 'Field error map in the spec wording; `nonFieldErrors` when the book is full.');

const ITEM = '/events/api/v1/search_addresses/{id}/';

/** OpenAPI entries of the address book, for the openapi module's document (`...ADDRESSES_OPENAPI_ROUTES`). */
export const ADDRESSES_OPENAPI_ROUTES: RouteConfig[] = [
  {
    method: 'get',
    path: '/events/api/v1/search_addresses/',
    tags: ['address book'],
    summary: "The signed-in user's saved addresses",
    request: { query: addressListQuerySchema },
    responses: { 200: { ...json(addressListSchema, 'One page, last edited (-updated) or last added (-created) first.'), headers: listHeaders }, 400: badInput, 403: anonymous },
  },
  {
    method: 'post',
    path: '/events/api/v1/search_addresses/',
    tags: ['address book'],
    summary: 'Save an address',
    request: { body },
    responses: { 201: json(savedAddressSchema, 'The saved address.'), 400: badInput, 403: anonymous },
  },
  {
    method: 'get',
    path: ITEM,
    tags: ['address book'],
    summary: 'One of your addresses',
    request: { params: idPath },
    responses: { 200: json(savedAddressSchema, 'The address.'), 400: badId, 403: anonymous, 404: notFound },
  },
  {
    method: 'put',
    path: ITEM,
    tags: ['address book'],
    summary: 'Replace the fields of one of your addresses',
    request: { params: idPath, body },
    responses: { 200: json(savedAddressSchema, 'The updated address.'), 400: badInput, 403: anonymous, 404: notFound },
  },
  {
    method: 'delete',
    path: ITEM,
    tags: ['address book'],
    summary: 'Delete one of your addresses',
    request: { params: idPath },
    responses: { 204: { description: 'Deleted.' }, 400: badId, 403: anonymous, 404: notFound },
  },
];
