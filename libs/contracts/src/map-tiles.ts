import { z } from 'zod';

/**
 * The background tiles every map draws (issue 19): an XYZ URL template, the attribution its licence asks for, and
 * the deepest zoom the server has tiles for. The backend reads them from MAP_TILE_URL, MAP_TILE_ATTRIBUTION and
 * MAP_TILE_MAX_ZOOM and puts them in each page's boot data, so a deployment changes its tile source without a
 * rebuild. `url: null` means no tile server: the maps draw the bundled basemap of the region.
 */
export const mapTilesSchema = z.object({
  url: z.string().nullable(),
  attribution: z.string(),
  maxZoom: z.number().int().min(0).max(24),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/** OpenStreetMap's standard tiles: fine for development and light use; see the README's tile usage policy notes. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const OSM_MAX_ZOOM = 19;

export const DEFAULT_MAP_TILES: MapTiles = { url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION, maxZoom: OSM_MAX_ZOOM };

/** The MAP_TILE_URL value that turns the tile server off (the bundled basemap only). */
export const NO_TILE_SERVER = 'none';

/** An http(s) URL template naming the tile's {z}, {x} and {y} (or {-y}); subdomain lists like {a-c} allowed. */
export function isTileUrlTemplate(value: string): boolean {
  if (!value.includes('{z}') || !value.includes('{x}') || !(value.includes('{y}') || value.includes('{-y}'))) return false;
  try {
    const url = new URL(value.replace(/\{[^}]*\}/g, '0'));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
