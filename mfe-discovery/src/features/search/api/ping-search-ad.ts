import { apiClient, type ResponseSchema } from '@events/api-client/client';

/** Sent when an ad is shown (spec section 7): POST {id}. */
export const SEARCH_AD_PING_PATH = '/events/api/v1/search_ads/ping/';

/** The ping answers 204 with no body. */
const noContent: ResponseSchema<null> = { parse: () => null };

/** Records one impression; a failure is ignored (the ad stays). */
export async function pingSearchAd(id: number): Promise<void> {
  try {
    await apiClient.post(SEARCH_AD_PING_PATH, noContent, { body: { id } });
  } catch {
    // An impression that could not be counted changes nothing for the visitor.
  }
}
