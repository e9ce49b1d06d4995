import { apiClient } from '@events/api-client/client';
import { type BillingOverview, billingEndpoints } from '@events/contracts/billing';
import { useQuery } from '@tanstack/react-query';

/** GET billing: the mode, whom to contact, the plans and the caller's venues with their subscriptions. */
export async function getBillingOverview(signal?: AbortSignal): Promise<BillingOverview> {
  const { data } = await apiClient.call(billingEndpoints.overview, { signal });
  return data;
}

export function useBillingOverview() {
  return useQuery({ queryKey: ['billing-overview'], queryFn: ({ signal }) => getBillingOverview(signal) });
}
