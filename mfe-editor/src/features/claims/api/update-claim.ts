import { apiClient } from '@events/api-client/client';
import { type ClaimRequest, type ClaimUpdateInput, claimsEndpoints } from '@events/contracts/claims';

/** POST claim status update {base}{claimId}/ `{status, notes}`; a 400 carries a detail the modal shows. */
export async function updateClaim(claimId: number, body: ClaimUpdateInput): Promise<ClaimRequest> {
  const { data } = await apiClient.call(claimsEndpoints.update, { params: { claimId }, body });
  return data;
}
