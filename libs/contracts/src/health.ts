import { z } from 'zod';
import { endpointGroup, PUBLIC } from './endpoint.js';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  /** The product's clock (ISO 8601): monitors see drift, and end-to-end tests start browsers at the same instant. */
  now: z.iso.datetime(),
});
export type Health = z.infer<typeof healthSchema>;

/** The liveness check: load balancers and the page server know it too. */
export const HEALTH_PATH = '/health';

const health = endpointGroup({ tag: 'foundation', access: PUBLIC });

export const healthEndpoints = {
  check: health.get(HEALTH_PATH, {
    summary: 'Liveness and database check',
    response: healthSchema,
    responseDescription: 'Up.',
    // A check must reach the instance it asks about.
    cache: 'private',
    errors: { 503: 'The database does not answer.' },
    errorBodies: { 503: healthSchema },
  }),
} as const;
