import { OSM_ATTRIBUTION, OSM_TILE_URL } from '@events/contracts/map-tiles';
import { parseConfig } from '../../config/app-config.js';
import { configErrorOf } from '../../testing/config-error.js';

describe('map tiles configuration', () => {
  it('defaults to OpenStreetMap with its attribution and zoom 19', () => {
    expect(parseConfig({}).mapTiles).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION, maxZoom: 19 });
  });

  it('reads another XYZ source, its attribution and max zoom', () => {
    const config = parseConfig({
      MAP_TILE_URL: 'https://{a-c}.tiles.example.org/base/{z}/{x}/{-y}.png?key=k',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
      MAP_TILE_MAX_ZOOM: '16',
    });
    expect(config.mapTiles).toEqual({ url: 'https://{a-c}.tiles.example.org/base/{z}/{x}/{-y}.png?key=k', attribution: '© Example Maps', maxZoom: 16 });
  });

  it('turns the tile server off with none', () => {
    expect(parseConfig({ MAP_TILE_URL: 'none' }).mapTiles.url).toBeNull();
  });

  it('refuses a URL without the tile placeholders and a zoom beyond 24', () => {
    expect(configErrorOf({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toContain('MAP_TILE_URL');
    expect(configErrorOf({ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toContain('MAP_TILE_URL');
    expect(configErrorOf({ MAP_TILE_MAX_ZOOM: '25' })).toContain('MAP_TILE_MAX_ZOOM');
    expect(configErrorOf({ MAP_TILE_MAX_ZOOM: 'deep' })).toContain('MAP_TILE_MAX_ZOOM');
  });
});
