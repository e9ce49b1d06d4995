import { apiClient } from '@events/api-client/client';
import type { Plan } from '@events/contracts/billing';
import { planAdminEndpoints, type PlanAssigned, type PlanAssignInput, type PlanList, type PlanWrite } from '@events/contracts/plan-admin';
import { useQuery } from '@tanstack/react-query';

export const PLANS_KEY = ['plan-admin'] as const;

export function usePlans() {
  return useQuery({ queryKey: PLANS_KEY, queryFn: async ({ signal }): Promise<PlanList> => (await apiClient.call(planAdminEndpoints.list, { signal })).data });
}

/** PUT a plan's name and allowance (creating it when the code is new). */
export async function savePlan(code: string, body: PlanWrite): Promise<Plan> {
  return (await apiClient.call(planAdminEndpoints.put, { params: { code }, body })).data;
}

/** POST: put an account's venues on a plan. */
export async function assignPlan(body: PlanAssignInput): Promise<PlanAssigned> {
  return (await apiClient.call(planAdminEndpoints.assign, { body })).data;
}
