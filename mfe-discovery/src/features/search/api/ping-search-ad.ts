import { apiClient } from '@events/api-client/client';

/** The ads endpoints (and zod) load with the first ping, after the listing's first card, not with the page. */
const loadEndpoints = () => import('@events/contracts/ads');

/** Records one impression of a shown ad (spec section 7: POST {id}); a failure is ignored (the ad stays). */
export async function pingSearchAd(id: number): Promise<void> {
  try {
    const { adsEndpoints } = await loadEndpoints();
    await apiClient.call(adsEndpoints.ping, { body: { id } });
  } catch {
    // An impression that could not be counted changes nothing for the visitor.
  }
}
