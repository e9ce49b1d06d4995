import { apiClient } from '@events/api-client/client';
import { type MergeDecision, type MergeDecisionResult, type MergeProposalList, mergeProposalsEndpoints } from '@events/contracts/merge-proposals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const MERGE_PROPOSALS_KEY = 'merge-proposals';

/** GET /events/api/v1/editor/merge-proposals/: one page of the proposed merges, oldest first. */
export async function getMergeProposals(page: number, signal?: AbortSignal): Promise<MergeProposalList> {
  return (await apiClient.call(mergeProposalsEndpoints.list, { query: { page }, signal })).data;
}

export function useMergeProposals(page: number) {
  return useQuery({ queryKey: [MERGE_PROPOSALS_KEY, page], queryFn: ({ signal }) => getMergeProposals(page, signal), placeholderData: keepPreviousData });
}

/** POST /events/api/v1/editor/merge-proposals/{id}/: merge, or keep both. */
export async function decideMergeProposal(id: number, decision: MergeDecision): Promise<MergeDecisionResult> {
  return (await apiClient.call(mergeProposalsEndpoints.decide, { params: { id }, body: { decision } })).data;
}
