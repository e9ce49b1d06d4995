/** OpenStreetMap's standard tiles; a page may name other tiles (or none) with <meta name="map-tile-url">. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_URL_META = 'map-tile-url';

/**
 * The tile URL template of this page, for every map of every remote: the `map-tile-url` meta tag's content
 * when the page has one (an empty content turns the background tiles off), otherwise OpenStreetMap. Markers
 * are drawn whatever the tiles do.
 */
export function configuredTileUrl(doc: Pick<Document, 'querySelector'> | null = typeof document === 'undefined' ? null : document): string | null {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${TILE_URL_META}"]`);
  if (!meta) return DEFAULT_TILE_URL;
  const value = meta.content.trim();
  return value === '' ? null : value;
}
