import { Injectable } from '@nestjs/common';
import type { JobRunState } from '@events/contracts/jobs';
import { DatabaseService } from '../../database/database.service.js';
import { JOB_SUMMARIES_SQL } from './jobs.queries.js';

/** One job's figures as the job table holds them (jobs.queries.ts). */
export type JobFiguresRow = {
  name: string;
  state: JobRunState | null;
  started_on: Date | null;
  completed_on: Date | null;
  error: string | null;
  waiting: number;
  failures: number;
  dead_letters: number;
};

/** The Jobs page's reads of the job engine's tables (the engine writes them; nothing here does). */
@Injectable()
export class JobsRepository {
  constructor(private readonly db: DatabaseService) {}

  /** The figures of each named job, in the order given; `deadLetterQueues` are the jobs' dead-letter queues. */
  figures(names: readonly string[], deadLetterQueues: readonly string[]): Promise<JobFiguresRow[]> {
    return this.db.query<JobFiguresRow[]>(JOB_SUMMARIES_SQL, [[...names], [...deadLetterQueues]]);
  }
}
