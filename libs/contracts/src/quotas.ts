import { z } from 'zod';
import { producerQuotaSchema } from './auth.js';
import { endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS_READ } from './endpoint-errors.js';

/**
 * The producer quota per managed venue (spec section 3 "Producer quota per venue", section 6): used of allowed active
 * events, none meaning no limit. The same list arrives in the user context as producerQuotas; this call lets a screen
 * refresh it (after an event is saved or deleted) without reloading the whole context.
 */
export const producerQuotaListSchema = z.array(producerQuotaSchema);

const producer = endpointGroup({ tag: 'producer', access: SIGNED_IN, errors: { 403: ANONYMOUS_READ } });

export const quotasEndpoints = {
  list: producer.get('/events/api/v1/producer/quotas/', {
    summary: "The caller's quota of active events per venue they manage",
    response: producerQuotaListSchema,
    responseDescription:
      'One entry per managed venue (empty for an account managing none): quota null means no limit (plan without one, staff, zeditors, superusers).',
  }),
};
