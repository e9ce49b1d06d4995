import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { type ClaimVenueResult, claimsEndpoints } from '@events/contracts/claims';

/**
 * POST claim-venue `{id}` (spec section 7); then the session is read again, since an automatically verified claim
 * makes the user a producer.
 */
export async function claimVenue(id: number): Promise<ClaimVenueResult> {
  const { data } = await apiClient.call(claimsEndpoints.claim, { body: { id } });
  await sessionStore.getState().load();
  return data;
}
