/** SQL of Fedify's key-value store (federation-kv-store.ts). Keys are text arrays; expired rows read as absent. */

export const KV_GET_SQL = `SELECT value FROM federation_kv WHERE key = $1::text[] AND (expires IS NULL OR expires > now())`;

/** Sets key $1 to $2 (jsonb), expiring $3 milliseconds from now (null: never). */
export const KV_SET_SQL = `
  INSERT INTO federation_kv (key, value, expires)
  VALUES ($1::text[], $2::jsonb, CASE WHEN $3::bigint IS NULL THEN NULL ELSE now() + make_interval(secs => $3::bigint / 1000.0) END)
  ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires = EXCLUDED.expires`;

export const KV_DELETE_SQL = `DELETE FROM federation_kv WHERE key = $1::text[]`;

/** Live entries whose key starts with $1 (every entry for an empty prefix). */
export const KV_LIST_SQL = `
  SELECT key, value FROM federation_kv
  WHERE key[1:cardinality($1::text[])] = $1::text[] AND (expires IS NULL OR expires > now())
  ORDER BY key`;

/** Drops entries expired before now; run from time to time so the table does not keep what no one reads. */
export const KV_SWEEP_SQL = `DELETE FROM federation_kv WHERE expires IS NOT NULL AND expires <= now()`;
