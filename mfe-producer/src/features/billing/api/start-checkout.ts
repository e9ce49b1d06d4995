import { apiClient } from '@events/api-client/client';
import { billingEndpoints, type RedirectUrl } from '@events/contracts/billing';

/** POST billing checkout `{poi_id, plan}`: the Stripe Checkout page to go to. */
export async function startCheckout(venueId: number, plan: string): Promise<RedirectUrl> {
  const { data } = await apiClient.call(billingEndpoints.checkout, { body: { poi_id: venueId, plan } });
  return data;
}
