import { apiClient } from '@events/api-client/client';
import { billingEndpoints, type RedirectUrl } from '@events/contracts/billing';

/** POST billing portal `{poi_id}`: the Stripe customer portal page to go to. */
export async function openPortal(venueId: number): Promise<RedirectUrl> {
  const { data } = await apiClient.call(billingEndpoints.portal, { body: { poi_id: venueId } });
  return data;
}
