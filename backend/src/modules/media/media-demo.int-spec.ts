import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { searchEndpoints } from '@events/contracts/search';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { defaultConfig } from '../../config/app-config.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { DEMO_IMAGE_EVENTS, MediaDemoSeeder } from './media-demo.seeder.js';

type Card = { id: number; imagePrimary: string | null; imageThumbnail: string | null; pointOfInterest: { imagePrimary: string | null } };

describe('demo images (SEED_DEMO with MEDIA_SEED_IMAGES)', () => {
  let t: TestApp;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'events-media-demo-'));
    const base = defaultConfig();
    t = await startTestApp({ seedDemo: true, media: { ...base.media, store: { kind: 'local', dir: mediaDir }, seedImages: true } });
  });

  afterAll(async () => {
    await t?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('gives the events the listing shows first, and their venues, generated images in the store after the catalogue seed', async () => {
    const made = await t.app.get(MediaDemoSeeder).whenDone();
    expect(made).toBeGreaterThan(DEMO_IMAGE_EVENTS);
    const listing = await request(t.server).get(searchEndpoints.events.path).expect(200);
    const cards = (listing.body as { results: Card[] }).results;
    const first = cards[0] as Card;
    expect(first.imagePrimary).toMatch(/^\/media\/events\/\d+\/[0-9a-f]{32}-primary\.webp$/);
    expect(first.pointOfInterest.imagePrimary).toMatch(/^\/media\/venues\//);
    expect(cards.filter((card) => card.imageThumbnail !== null).length).toBeGreaterThanOrEqual(Math.min(cards.length, DEMO_IMAGE_EVENTS) - 2);
    const thumbnail = await request(t.server).get(first.imageThumbnail as string).expect(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    await access(path.join(mediaDir, (first.imagePrimary as string).slice('/media/'.length)));
    expect(await sharp(path.join(mediaDir, (first.imagePrimary as string).slice('/media/'.length))).metadata()).toMatchObject({ width: 1600, height: 800 });
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
