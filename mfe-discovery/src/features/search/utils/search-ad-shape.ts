import type { ResponseSchema } from '@events/api-client/client';
import type { SearchAd } from '@events/contracts/ads';

/**
 * The checks of searchAdSchema (@events/contracts/ads) written out: the ad is asked for on the listing's first
 * route, where the schema would bring zod before the first card. Like the schema, it keeps only the ad's fields.
 */
export const searchAdShape: ResponseSchema<SearchAd> = {
  parse(data) {
    const ad = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const { id, title, description, image, url, buttonText, firstForSession } = ad;
    if (
      !Number.isInteger(id) ||
      typeof title !== 'string' ||
      typeof description !== 'string' ||
      !(image === null || typeof image === 'string') ||
      typeof url !== 'string' ||
      typeof buttonText !== 'string' ||
      typeof firstForSession !== 'boolean'
    ) {
      throw new TypeError('Expected a search ad.');
    }
    return { id: id as number, title, description, image, url, buttonText, firstForSession };
  },
};
