/** SQL of the demo calendar seed (widgets-demo.seeder.ts). */

/**
 * The demo producer's saved search and a calendar over it, made only while no calendar exists (demo seed).
 * $1 the product's clock: their created and updated.
 */
export const SEED_DEMO_WIDGETS_SQL = `
  WITH pat AS (
         SELECT id FROM users WHERE email = 'producer@example.org' AND NOT EXISTS (SELECT 1 FROM widgets)
       ),
       search AS (
         INSERT INTO saved_searches (user_id, search_name, radius, pretty_date, named_date, default_loc_id, created, updated)
         SELECT pat.id, 'Next 30 days near Northampton', 25, 'Next 30 Days', 'next_30', 'northampton-ma', $1::timestamptz, $1::timestamptz
         FROM pat
         RETURNING id, user_id
       )
  INSERT INTO widgets (user_id, search_id, title, created, updated)
  SELECT search.user_id, search.id, 'Upcoming in the Pioneer Valley', $1::timestamptz, $1::timestamptz FROM search`;
