import type { ResponseSchema } from '@events/api-client/client';
import type { AdNetwork } from '@events/contracts/ads';

/**
 * The checks of adNetworkSchema (@events/contracts/ads) written out, as searchAdShape is: the unit is asked for
 * on the listing's first route, where zod would weigh on the first card. Keeps only the unit's fields.
 */
export const adNetworkShape: ResponseSchema<AdNetwork> = {
  parse(data) {
    const unit = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    if (unit.kind === 'house' || unit.kind === 'none') return { kind: unit.kind };
    const { client, slot } = unit;
    if (unit.kind === 'adsense' && typeof client === 'string' && /^ca-pub-\d+$/.test(client) && typeof slot === 'string' && /^\d+$/.test(slot)) {
      return { kind: 'adsense', client, slot };
    }
    throw new TypeError('Expected an ad-network unit.');
  },
};
