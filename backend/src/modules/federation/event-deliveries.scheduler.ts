import { Injectable } from '@nestjs/common';
import { type JobHandler, type JobOutput, ScheduledJob } from '../jobs/scheduled-job.js';
import { EventDeliveriesService } from './event-deliveries.service.js';

/**
 * Every minute: the venues' followers are sent what changed among their events (event-deliveries.service.ts). The
 * job engine runs it once per slot across instances, one run at a time; a failed run is tried again, and changes
 * stay noted until a run has queued their activity.
 */
@ScheduledJob({
  name: 'federation-deliveries',
  title: 'Fediverse: send event changes to venue followers',
  cron: '* * * * *',
  retry: { limit: 2, delaySeconds: 20, maxDelaySeconds: 60 },
  expireInSeconds: 600,
})
@Injectable()
export class EventDeliveriesScheduler implements JobHandler {
  constructor(private readonly deliveries: EventDeliveriesService) {}

  run(): Promise<JobOutput> {
    return this.deliveries.run();
  }
}
