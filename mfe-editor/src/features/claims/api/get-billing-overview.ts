import { apiClient } from '@events/api-client/client';
import { type BillingOverview, billingEndpoints } from '@events/contracts/billing';
import { useQuery } from '@tanstack/react-query';

/** The billing mode and the plans (the modal's manual plan chooser). */
export async function getBillingOverview(signal?: AbortSignal): Promise<BillingOverview> {
  const { data } = await apiClient.call(billingEndpoints.overview, { signal });
  return data;
}

export function useBillingOverview(enabled: boolean) {
  return useQuery({ queryKey: ['billing-overview'], queryFn: ({ signal }) => getBillingOverview(signal), enabled });
}
