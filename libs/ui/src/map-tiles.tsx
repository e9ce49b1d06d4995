import { DEFAULT_MAP_TILES, mapTilesSchema, type MapTiles } from '@events/contracts/map-tiles';

/** The backend's boot data block in the shell's page (backend/src/modules/frontend/page-boot.ts). */
export const PAGE_BOOT_ELEMENT_ID = 'page-boot';

/**
 * The tile source of this page, for every map of every remote: `mapTiles` of the page's boot data (MAP_TILE_URL,
 * MAP_TILE_ATTRIBUTION, MAP_TILE_MAX_ZOOM on the backend), so a deployment changes it without a rebuild. A page
 * without it (the development server's) uses OpenStreetMap.
 */
export function configuredMapTiles(doc: Pick<Document, 'getElementById'> | null = typeof document === 'undefined' ? null : document): MapTiles {
  const text = doc?.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_MAP_TILES;
  try {
    const boot: unknown = JSON.parse(text);
    const tiles = typeof boot === 'object' && boot !== null ? (boot as { mapTiles?: unknown }).mapTiles : undefined;
    const parsed = mapTilesSchema.safeParse(tiles);
    return parsed.success ? parsed.data : DEFAULT_MAP_TILES;
  } catch {
    return DEFAULT_MAP_TILES;
  }
}
