import { z } from 'zod';
import { endpointGroup, PUBLIC } from './endpoint.js';

const openapi = endpointGroup({ tag: 'foundation', access: PUBLIC });

export const openapiEndpoints = {
  document: openapi.get('/events/api/v1/openapi.json', {
    summary: 'This document',
    response: z.record(z.string(), z.unknown()),
    responseDescription: 'OpenAPI 3.1 document.',
  }),
} as const;
