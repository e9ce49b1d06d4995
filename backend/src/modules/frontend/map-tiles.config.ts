import { DEFAULT_MAP_TILES, isTileUrlTemplate, type MapTiles, NO_TILE_SERVER } from '@events/contracts/map-tiles';
import { z } from 'zod';
import { defineConfigSlice } from '../../config/config-slice.js';

export type MapTilesConfig = {
  /** What every page's maps draw under their markers (sent in the page's boot data). */
  readonly mapTiles: MapTiles;
};

const tileUrlSchema = z
  .string()
  .refine(
    (value) => value === NO_TILE_SERVER || isTileUrlTemplate(value),
    `must be an http(s) URL template with {z}, {x} and {y}, or ${NO_TILE_SERVER}`,
  );
const maxZoomSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number from 0 to 24')
  .transform(Number)
  .refine((n) => n <= 24, 'must be a whole number from 0 to 24');

/** The tile source of the maps (README "Map tiles"); defaults to OpenStreetMap's own servers. */
export const mapTilesConfig = defineConfigSlice({
  variables: {
    MAP_TILE_URL: {
      schema: tileUrlSchema,
      default: DEFAULT_MAP_TILES.url ?? NO_TILE_SERVER,
      description: `XYZ tile URL template of every map ({z}/{x}/{y}); ${NO_TILE_SERVER} draws only the bundled outline map of the region. Production sites must not use OpenStreetMap's servers (see Map tiles).`,
    },
    MAP_TILE_ATTRIBUTION: {
      schema: z.string(),
      default: DEFAULT_MAP_TILES.attribution,
      description: 'Attribution shown on the maps while their tiles are in use (HTML; most hosted tiles are OpenStreetMap data and keep its credit).',
    },
    MAP_TILE_MAX_ZOOM: { schema: maxZoomSchema, default: String(DEFAULT_MAP_TILES.maxZoom), description: 'Deepest zoom level MAP_TILE_URL has tiles for (0-24).' },
  },
  read: (values): MapTilesConfig => ({
    mapTiles: {
      url: values.MAP_TILE_URL === NO_TILE_SERVER ? null : values.MAP_TILE_URL,
      attribution: values.MAP_TILE_ATTRIBUTION,
      maxZoom: values.MAP_TILE_MAX_ZOOM,
    },
  }),
});
