import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { searchEndpoints } from '@events/contracts/search';
import { listingRequestOfAddress, type ListingApiQuery } from '@events/domain/listing-query';
import { LISTING_PATHS } from '@events/domain/listing-url';
import { localDateOf } from '@events/domain/local-time';
import { defaultSearchLocation } from '@events/domain/search-location';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';
import { defaultConfig } from '../../config/app-config.js';
import { DEMO_SEED_START_MS, startTestApp, type TestApp } from '../../testing/test-app.js';
import { HOME_STRIP_SIZE, homeStripQuery, MediaDemoSeeder } from './media-demo.seeder.js';

type Card = { id: number; imagePrimary: string | null; imageThumbnail: string | null; pointOfInterest: { imagePrimary: string | null } };

/**
 * The query string the browser sends for a listing call (bracket arrays, unset values left out), as libs/api-client
 * writes it; the backend does not import that front-end library.
 */
function queryString(query: ListingApiQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${name}[]`, String(item));
    else if (value !== undefined) params.append(name, String(value));
  }
  return params.toString();
}

describe('demo images (SEED_DEMO with MEDIA_SEED_IMAGES)', () => {
  let t: TestApp;
  let mediaDir: string;

  /** One page of the events listing through the HTTP endpoint, anonymous, as the browser asks for it. */
  const listing = async (query: ListingApiQuery): Promise<Card[]> => {
    const answer = await request(t.server).get(`${searchEndpoints.events.path}?${queryString(query)}`).expect(200);
    return (answer.body as { results: Card[] }).results;
  };

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'events-media-demo-'));
    const base = defaultConfig();
    t = await startTestApp({ seedDemo: true, media: { ...base.media, store: { kind: 'local', dir: mediaDir }, seedImages: true } });
  }, DEMO_SEED_START_MS);

  afterAll(async () => {
    await t?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('gives the events of the first screens (events page, home strip), and their venues, images in the store', async () => {
    const made = await t.app.get(MediaDemoSeeder).whenDone();
    // The events page as a first visit loads it (the shell's first listing call): the default town, the default dates.
    const first = listingRequestOfAddress(LISTING_PATHS.events, '', 'mi', defaultSearchLocation);
    const page = await listing(first?.query ?? {});
    const strip = await listing(homeStripQuery(localDateOf(t.app.get(Clock).now(), REGION_TIME_ZONE)));
    expect(page.length).toBeGreaterThanOrEqual(10);
    expect(strip).toHaveLength(HOME_STRIP_SIZE);
    for (const card of [...page, ...strip]) {
      expect({ id: card.id, thumbnail: card.imageThumbnail, venue: card.pointOfInterest.imagePrimary }).toEqual({
        id: card.id,
        thumbnail: expect.stringMatching(/^\/media\/events\/\d+\/[0-9a-f]{32}-thumbnail\.webp$/),
        venue: expect.stringMatching(/^\/media\/venues\//),
      });
    }
    expect(made).toBeGreaterThanOrEqual(new Set([...page, ...strip].map((card) => card.id)).size);

    const top = page[0] as Card;
    expect(top.imagePrimary).toMatch(/^\/media\/events\/\d+\/[0-9a-f]{32}-primary\.webp$/);
    const thumbnail = await request(t.server).get(top.imageThumbnail as string).expect(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const file = path.join(mediaDir, (top.imagePrimary as string).slice('/media/'.length));
    await access(file);
    expect(await sharp(file).metadata()).toMatchObject({ width: 1600, height: 800 });
  });

  it('runs once: a catalogue with any image is left alone', async () => {
    const db = t.app.get(DataSource);
    const count = async (): Promise<number> =>
      ((await db.query<{ n: number }[]>('SELECT ((SELECT count(*) FROM venues WHERE image_primary IS NOT NULL) + (SELECT count(*) FROM events WHERE image_primary IS NOT NULL))::int AS n'))[0] as { n: number }).n;
    const before = await count();
    expect(await t.app.get(MediaDemoSeeder).seedImages()).toBe(0);
    expect(await count()).toBe(before);
  });
});
