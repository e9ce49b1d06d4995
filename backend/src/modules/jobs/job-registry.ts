import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { JOB_NAME_PATTERN } from '@events/contracts/jobs';
import { type JobDefinition, type JobHandler, ScheduledJob } from './scheduled-job.js';

/** A declared job with its handler. */
export type RegisteredJob = { readonly definition: JobDefinition; readonly handler: JobHandler };

/** The dead-letter queue of a job: where a run that failed every try is kept for staff. */
export function deadLetterQueueOf(name: string): string {
  return `${name}.dead-letter`;
}

function isHandler(instance: unknown): instance is JobHandler {
  return typeof instance === 'object' && instance !== null && typeof (instance as Partial<JobHandler>).run === 'function';
}

/**
 * Every job the modules declare with @ScheduledJob, in the order of their titles, read once the app's providers
 * exist. A name that is not a queue name or is declared twice stops the boot.
 */
@Injectable()
export class JobRegistry {
  private registered: readonly RegisteredJob[] | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  all(): readonly RegisteredJob[] {
    this.registered ??= this.discover();
    return this.registered;
  }

  find(name: string): RegisteredJob | undefined {
    return this.all().find((job) => job.definition.name === name);
  }

  private discover(): readonly RegisteredJob[] {
    const jobs: RegisteredJob[] = [];
    for (const wrapper of this.discovery.getProviders({ metadataKey: ScheduledJob.KEY })) {
      const definition = this.discovery.getMetadataByDecorator(ScheduledJob, wrapper);
      const handler: unknown = wrapper.instance;
      if (definition === undefined) continue;
      if (!isHandler(handler)) throw new Error(`Job ${definition.name}: its provider has no run() method`);
      if (!JOB_NAME_PATTERN.test(definition.name)) throw new Error(`Job ${definition.name}: a job name is lower-case letters, digits and -`);
      if (jobs.some((job) => job.definition.name === definition.name)) throw new Error(`Job ${definition.name} is declared twice`);
      jobs.push({ definition, handler });
    }
    return jobs.sort((a, b) => a.definition.title.localeCompare(b.definition.title));
  }
}
