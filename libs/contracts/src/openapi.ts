import { z } from 'zod';
import { defineEndpoint, PUBLIC } from './endpoint.js';

export const openapiEndpoints = {
  document: defineEndpoint({
    method: 'GET',
    path: '/events/api/v1/openapi.json',
    access: PUBLIC,
    tag: 'foundation',
    summary: 'This document',
    response: z.record(z.string(), z.unknown()),
    responseDescription: 'OpenAPI 3.1 document.',
  }),
} as const;
