/** SQL of the media module: the image columns of venues and events. */

/** The table whose image columns an upload sets. */
export type ImageOwner = 'venue' | 'event' | 'ad';

/**
 * Sets an item's image URLs ($2 primary, $3 thumbnail; NULL clears) and answers the ones they replace, in one
 * statement (the row is locked while it runs, so two uploads at once each get the URLs they replaced).
 * $1 the item id; no row comes back for an unknown id.
 */
function setImagesSql(table: 'venues' | 'events'): string {
  return `
  WITH old AS (
    SELECT id, image_primary, image_thumbnail FROM ${table} WHERE id = $1 FOR UPDATE
  ), changed AS (
    UPDATE ${table} AS item
    SET image_primary = $2, image_thumbnail = $3, updated = now()
    FROM old
    WHERE item.id = old.id
    RETURNING old.image_primary AS old_primary, old.image_thumbnail AS old_thumbnail
  )
  SELECT * FROM changed`;
}

export const SET_IMAGES_SQL: Readonly<Record<ImageOwner, string>> = {
  venue: setImagesSql('venues'),
  event: setImagesSql('events'),
  // A search ad's card reads `image`; a cleared image retires the ad (an active ad needs one).
  ad: `
  WITH old AS (
    SELECT id, image, image_thumbnail FROM search_ads WHERE id = $1 FOR UPDATE
  ), changed AS (
    UPDATE search_ads AS item
    SET image = $2, image_thumbnail = $3, active = item.active AND $2::text IS NOT NULL, updated = now()
    FROM old
    WHERE item.id = old.id
    RETURNING old.image AS old_primary, old.image_thumbnail AS old_thumbnail
  )
  SELECT * FROM changed`,
};

/** Whether the item exists. $1 the item id. */
export const ITEM_EXISTS_SQL: Readonly<Record<ImageOwner, string>> = {
  venue: 'SELECT 1 FROM venues WHERE id = $1',
  event: 'SELECT 1 FROM events WHERE id = $1',
  ad: 'SELECT 1 FROM search_ads WHERE id = $1',
};

/** The demo images' lock name (DatabaseService.withJobLock): one instance makes them, the others skip. */
export const DEMO_IMAGES_JOB = 'seed-demo-images';

/** Whether any venue or event has an image: the demo images are made once, on a catalogue that has none. */
export const ANY_IMAGE_SQL = `
  SELECT EXISTS (SELECT 1 FROM venues WHERE image_primary IS NOT NULL)
      OR EXISTS (SELECT 1 FROM events WHERE image_primary IS NOT NULL) AS any`;
