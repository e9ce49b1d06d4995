/** SQL of the content-pages module. */

export const FIND_CONTENT_PAGE_SQL = `
  SELECT slug, title, body, updated FROM content_pages WHERE slug = $1`;

/** $1 slug, $2 title, $3 body, $4 updated, $5 user id; the page as stored. */
export const UPDATE_CONTENT_PAGE_SQL = `
  UPDATE content_pages SET title = $2, body = $3, updated = $4, updated_by = $5
  WHERE slug = $1
  RETURNING slug, title, body, updated`;

/** The shipped pages that are missing ($1 slugs, $2 titles, $3 bodies, $4 updated); a page that exists is left alone. */
export const INSERT_MISSING_CONTENT_PAGES_SQL = `
  INSERT INTO content_pages (slug, title, body, updated)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
  ON CONFLICT (slug) DO NOTHING`;
