import { apiClient } from '@events/api-client/client';
import { type JobRunRequested, jobsEndpoints } from '@events/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOBS_KEY } from './get-jobs';

/** POST /events/api/v1/admin/jobs/{name}/run/: queues a run now; the list is read again to show it waiting. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<JobRunRequested> => (await apiClient.call(jobsEndpoints.run, { params: { name } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
