import type { MapTiles } from '@events/contracts/map-tiles';
import type OlMap from 'ol/Map';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import { configuredMapTiles } from './map-tiles';

/** The deepest zoom of every map (spec section 9: maximum zoom 18); tiles past their server's deepest level are scaled up. */
export const MAP_MAX_ZOOM = 18;

/** How long a map waits for its first tile, from asking for it, before it also draws the bundled basemap. */
export const FIRST_TILE_WAIT_MS = 5000;

/** The class of the fallback layer's own canvas (tests read its pixels under the markers). */
export const FALLBACK_LAYER_CLASS = 'map-fallback-basemap';

/**
 * Puts the background under every layer of `map`, for all the product's maps (listing, event and venue detail,
 * address and venue location): the configured XYZ tiles, and the bundled outline map of the region as soon as
 * a tile fails, none has arrived FIRST_TILE_WAIT_MS after the first request, or no tile server is configured.
 * The outline map is its own chunk, fetched only then; it sits below the tiles, so it shows through wherever
 * tiles are missing. The tiles' attribution appears once one of their tiles is drawn, the outline map's once it
 * is: the attribution follows the source in use. The map's target element says which (data-basemap: tiles,
 * fallback, or "tiles fallback" when both are drawn). `fallbackAttribution` is the outline map's credit in the
 * reader's language (REGION_BASEMAP_ATTRIBUTION by default). Returns the cleanup to call before disposing of the map.
 */
export function attachBasemap(map: OlMap, tiles: MapTiles = configuredMapTiles(), fallbackAttribution?: string): () => void {
  let disposed = false;
  let tilesDrawn = false;
  let fallbackState: 'none' | 'loading' | 'drawn' = 'none';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const mark = () => {
    const element = map.getTargetElement();
    if (!element) return;
    element.dataset.basemap = [tilesDrawn && 'tiles', fallbackState === 'drawn' && 'fallback'].filter(Boolean).join(' ');
  };

  const showFallback = () => {
    if (disposed || fallbackState !== 'none') return;
    fallbackState = 'loading';
    void import(/* webpackChunkName: 'map-region-basemap' */ './region-basemap-layer').then(({ createRegionBasemapLayer }) => {
      if (disposed) return;
      map.getLayers().insertAt(0, createRegionBasemapLayer(FALLBACK_LAYER_CLASS, fallbackAttribution));
      fallbackState = 'drawn';
      mark();
    });
  };

  if (tiles.url) {
    const source = new XYZ({ url: tiles.url, crossOrigin: 'anonymous', maxZoom: tiles.maxZoom });
    source.on('tileloadend', () => {
      if (tilesDrawn) return;
      tilesDrawn = true;
      if (tiles.attribution) source.setAttributions(tiles.attribution);
      mark();
    });
    source.on('tileloaderror', showFallback);
    // Counted from the first tile request, not from the map's creation: a busy page is not a silent server.
    source.once('tileloadstart', () => {
      timer = setTimeout(() => {
        if (!tilesDrawn) showFallback();
      }, FIRST_TILE_WAIT_MS);
    });
    map.getLayers().insertAt(0, new TileLayer({ source, className: 'map-tiles' }));
  } else {
    showFallback();
  }

  return () => {
    disposed = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
