import { defineConfigSlice } from './config-slice.js';
import { booleanSchema } from './config-values.js';

export type ScheduledJobsConfig = {
  /** Whether this instance runs the scheduled jobs on their timetable (each still runs once across instances). */
  readonly scheduledJobs: boolean;
};

export const scheduledJobsConfig = defineConfigSlice({
  variables: {
    SCHEDULED_JOBS: {
      schema: booleanSchema,
      default: 'true',
      description:
        'Run the scheduled jobs (rollups, occurrence horizon, alert digests) on their timetable in this instance; false leaves them to other instances or to their commands. Tests run them by hand.',
    },
  },
  read: (values): ScheduledJobsConfig => ({ scheduledJobs: values.SCHEDULED_JOBS }),
});
