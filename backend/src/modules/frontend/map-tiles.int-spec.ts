import request from 'supertest';
import { OSM_ATTRIBUTION, OSM_TILE_URL, type MapTiles } from '@events/contracts/map-tiles';
import { useTestApp } from '../../testing/test-app.js';
import { FrontendModule } from './frontend.module.js';

const BOOT = /<script type="application\/json" id="page-boot">([^<]*)<\/script>/;

function tilesOf(html: string): MapTiles | undefined {
  return (JSON.parse(BOOT.exec(html)?.[1] ?? '{}') as { mapTiles?: MapTiles }).mapTiles;
}

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('map tiles in the page boot data (real PostgreSQL)', () => {
  describe('by default', () => {
    const t = useTestApp({ modules: [FrontendModule] });

    it('sends OpenStreetMap with its attribution on every screen route', async () => {
      for (const url of ['/', '/events/', '/venues/', '/saved/addresses/']) {
        const res = await request(t.server).get(url).set('Accept', HTML).expect(200);
        expect(tilesOf(res.text)).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION, maxZoom: 19 });
      }
    });

    it('sends them also when the session cookie is stale (the shell then asks for the registry itself)', async () => {
      const res = await request(t.server).get('/events/').set('Accept', HTML).set('Cookie', 'access_token=not-a-token').expect(200);
      expect(tilesOf(res.text)?.url).toBe(OSM_TILE_URL);
    });
  });

  describe('configured', () => {
    const tiles: MapTiles = { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example <b>Maps</b>', maxZoom: 17 };
    const t = useTestApp({ modules: [FrontendModule], config: { mapTiles: tiles } });

    it('sends the configured source, escaped inside the data block', async () => {
      const res = await request(t.server).get('/events/').set('Accept', HTML).expect(200);
      expect(tilesOf(res.text)).toEqual(tiles);
      expect(res.text).not.toContain('<b>Maps</b>');
    });
  });
});
