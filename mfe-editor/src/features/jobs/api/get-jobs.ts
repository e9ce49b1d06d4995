import { apiClient } from '@events/api-client/client';
import { type JobList, jobsEndpoints } from '@events/contracts/jobs';
import { useQuery } from '@tanstack/react-query';

export const JOBS_KEY = ['jobs'] as const;

/** How often the list is read again while a run waits or runs, so its last run shows once it ends. */
const WHILE_RUNNING_MS = 2000;

const inMotion = (list: JobList | undefined): boolean => list?.results.some((job) => job.waiting > 0 || job.lastRun?.state === 'active') ?? false;

/** GET /events/api/v1/admin/jobs/ */
export function useJobs() {
  return useQuery({
    queryKey: JOBS_KEY,
    queryFn: async ({ signal }): Promise<JobList> => (await apiClient.call(jobsEndpoints.list, { signal })).data,
    refetchInterval: (query) => (inMotion(query.state.data) ? WHILE_RUNNING_MS : false),
  });
}
