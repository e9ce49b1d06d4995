import { apiClient } from '@events/api-client/client';
import { billingEndpoints, type VenueSubscription, type VenueSubscriptionWrite } from '@events/contracts/billing';

/** Manual billing: a superuser sets the venue's plan and subscription status. */
export async function setVenueSubscription(venueId: number, body: VenueSubscriptionWrite): Promise<VenueSubscription> {
  const { data } = await apiClient.call(billingEndpoints.setVenueSubscription, { params: { venueId }, body });
  return data;
}
