import { apiClient } from '@events/api-client/client';
import { editorEndpoints, type QueueActionResult } from '@events/contracts/editor';

/** The three decisions of the moderation queue; each answers the recorded staff action. */
export type VenueDecision = { kind: 'publish' } | { kind: 'merge'; into: number } | { kind: 'reject'; notes: string };

export async function decideVenue(id: number, decision: VenueDecision): Promise<QueueActionResult> {
  const params = { id };
  if (decision.kind === 'publish') return (await apiClient.call(editorEndpoints.publish, { params })).data;
  if (decision.kind === 'merge') return (await apiClient.call(editorEndpoints.merge, { params, body: { into: decision.into } })).data;
  return (await apiClient.call(editorEndpoints.reject, { params, body: { notes: decision.notes } })).data;
}
