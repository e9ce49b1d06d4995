// The tiles of the discovery maps: the page's configured tiles, from the design system's one definition.
import { configuredTileUrl, DEFAULT_TILE_URL } from '@events/ui/map-tiles';

const page = (content: string | null) => ({
  querySelector: () => (content === null ? null : ({ content } as unknown as Element)),
}) as unknown as Pick<Document, 'querySelector'>;

describe('configuredTileUrl', () => {
  it('uses the page meta tag, OpenStreetMap without one, and no tiles for an empty one', () => {
    expect(configuredTileUrl(page(null))).toBe(DEFAULT_TILE_URL);
    expect(configuredTileUrl(page('https://tiles.example/{z}/{x}/{y}.png'))).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(configuredTileUrl(page(' '))).toBeNull();
  });
});
