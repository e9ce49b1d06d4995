/**
 * SQL of the Jobs page, on the job engine's job table (pg-boss documents it for direct reads: "SQL / Job table").
 * A job's runs are the rows of its queue, kept a week once done; its dead letters are the rows of its dead-letter
 * queue (source_name names the job), kept two weeks.
 */

/** The job engine's schema in the app's database: pg-boss installs and migrates it itself, apart from ours. */
export const JOB_ENGINE_SCHEMA = 'pgboss';

const JOB_TABLE = `${JOB_ENGINE_SCHEMA}.job`;

/**
 * Each job's figures for the Jobs page ($1 the job names, $2 their dead-letter queues, in the same order). They are
 * the latest run that started (its state, start, end and, when it failed, its error), the runs waiting (queued or to
 * be tried again), the runs failed for good, and the dead letters.
 */
export const JOB_SUMMARIES_SQL = `
  WITH last_runs AS (
    SELECT DISTINCT ON (name) name, state::text AS state, started_on, completed_on,
      CASE WHEN state IN ('failed', 'retry') THEN output->>'message' END AS error
    FROM ${JOB_TABLE}
    WHERE name = ANY($1::text[]) AND started_on IS NOT NULL
    ORDER BY name, started_on DESC
  ), counts AS (
    SELECT name,
      count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
      count(*) FILTER (WHERE state = 'failed')::int AS failures
    FROM ${JOB_TABLE}
    WHERE name = ANY($1::text[])
    GROUP BY name
  ), dead_letters AS (
    SELECT source_name AS name, count(*)::int AS dead_letters
    FROM ${JOB_TABLE}
    WHERE name = ANY($2::text[])
    GROUP BY source_name
  )
  SELECT jobs.name, r.state, r.started_on, r.completed_on, r.error,
    COALESCE(c.waiting, 0) AS waiting, COALESCE(c.failures, 0) AS failures, COALESCE(d.dead_letters, 0) AS dead_letters
  FROM unnest($1::text[]) AS jobs(name)
  LEFT JOIN last_runs r USING (name)
  LEFT JOIN counts c USING (name)
  LEFT JOIN dead_letters d USING (name)`;
