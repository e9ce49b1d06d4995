import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether a venue has a manager, from its venue_managers rows. */
const HAS_MANAGER = 'EXISTS (SELECT 1 FROM venue_managers m WHERE m.venue_id = v.id)';

/**
 * `venues.claimed` (the cards' `claimed`, which a venue page reads to offer "Claim this venue") says whether the
 * venue has a manager. It was a demo seed flag that no claim ever changed, so pages called venues claimed that
 * anyone could claim, and the reverse. A trigger on venue_managers now keeps it, whichever module adds or removes
 * a manager (a verified claim, an editor, a submission), and the existing rows are recomputed once.
 */
export class VenueClaimedFromManagers1764690000000 implements MigrationInterface {
  name = 'VenueClaimedFromManagers1764690000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION venue_claimed_from_managers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'DELETE' THEN
          UPDATE venues SET claimed = true WHERE id = NEW.venue_id AND NOT claimed;
        END IF;
        IF TG_OP <> 'INSERT' THEN
          UPDATE venues v SET claimed = false WHERE v.id = OLD.venue_id AND v.claimed AND NOT ${HAS_MANAGER};
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER venue_managers_claimed
      AFTER INSERT OR DELETE OR UPDATE OF venue_id ON venue_managers
      FOR EACH ROW EXECUTE FUNCTION venue_claimed_from_managers()`);
    await q.query(`UPDATE venues v SET claimed = ${HAS_MANAGER} WHERE claimed IS DISTINCT FROM ${HAS_MANAGER}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS venue_managers_claimed ON venue_managers');
    await q.query('DROP FUNCTION IF EXISTS venue_claimed_from_managers()');
  }
}
