import { DEFAULT_MAP_TILES } from '@events/contracts/map-tiles';
import { configuredMapTiles } from './map-tiles';

const page = (text: string | null) => ({
  getElementById: () => (text === null ? null : ({ textContent: text } as unknown as HTMLElement)),
});

describe('configuredMapTiles', () => {
  it("reads the boot data's tiles, including none", () => {
    const tiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example', maxZoom: 16 };
    expect(configuredMapTiles(page(JSON.stringify({ remotes: {}, mapTiles: tiles })))).toEqual(tiles);
    expect(configuredMapTiles(page(JSON.stringify({ mapTiles: { ...tiles, url: null } }))).url).toBeNull();
  });

  it('uses OpenStreetMap without boot data or with a malformed one', () => {
    expect(configuredMapTiles(page(null))).toEqual(DEFAULT_MAP_TILES);
    expect(configuredMapTiles(page('{not json'))).toEqual(DEFAULT_MAP_TILES);
    expect(configuredMapTiles(page(JSON.stringify({ remotes: {} })))).toEqual(DEFAULT_MAP_TILES);
    expect(configuredMapTiles(page(JSON.stringify({ mapTiles: { url: 5 } })))).toEqual(DEFAULT_MAP_TILES);
  });
});
