import { apiClient } from '@events/api-client/client';
import { claimsEndpoints } from '@events/contracts/claims';

/** DELETE claim {base}{claimId}/ (not for verified claims). */
export async function deleteClaim(claimId: number): Promise<void> {
  await apiClient.call(claimsEndpoints.remove, { params: { claimId } });
}
