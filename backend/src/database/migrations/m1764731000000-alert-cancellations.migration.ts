import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A saved search's digest tells, once, that an event it already announced is now cancelled (issue 30).
 * alert_seen_events.cancellation_told is when a sent digest told it for that search: NULL until then, so a failed
 * digest leaves it to the next one and a told cancellation is never told again. The partial index holds only the
 * cancelled events, which each digest run reads once (the few a run can tell about) rather than every event.
 */
export class AlertCancellations1764731000000 implements MigrationInterface {
  name = 'AlertCancellations1764731000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE alert_seen_events ADD COLUMN cancellation_told timestamptz');
    await q.query(`CREATE INDEX events_cancelled_idx ON events (id) WHERE status = 'cancelled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX events_cancelled_idx');
    await q.query('ALTER TABLE alert_seen_events DROP COLUMN cancellation_told');
  }
}
