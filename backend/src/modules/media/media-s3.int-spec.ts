import { fillPath } from '@events/contracts/endpoint';
import { mediaEndpoints } from '@events/contracts/media';
import sharp from 'sharp';
import request from 'supertest';
import { parseConfig } from '../../config/app-config.js';
import { testJpeg } from '../../testing/media-test-images.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { MediaModule } from './media.module.js';
import { insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { startTinyS3Server, type TinyS3Server } from '../../testing/tiny-s3-server.js';

type Images = { imagePrimary: string | null; imageThumbnail: string | null };

describe('image uploads to an S3-compatible store (MEDIA_S3_BUCKET)', () => {
  let s3: TinyS3Server;
  let editor: TestAccount;
  let venueId: number;

  beforeAll(async () => {
    s3 = await startTinyS3Server('event-images', 'TESTKEYID');
  });
  const t = useTestApp({
    modules: [MediaModule, AuthModule],
    // The settings as an operator writes them, read by the config slice.
    config: () => ({
      media: parseConfig({
        MEDIA_S3_BUCKET: 'event-images',
        MEDIA_S3_ENDPOINT: s3.endpoint,
        MEDIA_S3_REGION: 'us-east-1',
        MEDIA_S3_ACCESS_KEY_ID: 'TESTKEYID',
        MEDIA_S3_SECRET: 'test-secret-key',
      }).media,
      auth: { rateLimit: 1_000_000 },
    }),
  });
  afterAll(async () => {
    await s3?.close();
  });

  beforeAll(async () => {
    venueId = await insertVenueFixture(t.app, { name: 'Bucket Hall' });
    editor = await registerTestAccount(t, 'media-s3-editor@example.com', { roles: ['zeditor'] });
  });

  it('PUTs both files, signed, with their type and cache header, and answers their public URLs', async () => {
    const res = await request(t.server)
      .post(fillPath(mediaEndpoints.venueImage.path, { id: venueId }))
      .set(editor.auth)
      .field('image_crop_data', JSON.stringify({ x: 0, y: 0, width: 1200, height: 600 }))
      .attach('image', await testJpeg(1500, 900), 'hall.jpg')
      .expect(200);
    const images = res.body as Images;
    const prefix = `${s3.endpoint}/event-images/`;
    expect(images.imagePrimary).toMatch(new RegExp(`^${prefix.replace(/[.]/g, '\\.')}venues/\\d+/[0-9a-f]{32}-primary\\.webp$`));
    const primaryKey = (images.imagePrimary as string).slice(prefix.length);
    const thumbnailKey = (images.imageThumbnail as string).slice(prefix.length);
    expect([...s3.objects.keys()].sort()).toEqual([primaryKey, thumbnailKey].sort());
    const primary = s3.objects.get(primaryKey);
    expect(primary).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    expect(await sharp(primary?.body).metadata()).toMatchObject({ width: 1600, height: 800 });
    expect(await sharp(s3.objects.get(thumbnailKey)?.body).metadata()).toMatchObject({ width: 400, height: 200 });
    expect(s3.requests.filter((r) => r.method === 'PUT')).toHaveLength(2);
    for (const r of s3.requests) expect(r.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=TESTKEYID\/\d{8}\/us-east-1\/s3\/aws4_request/);
    // What a browser does with the answered URL: the store serves it.
    const served = await fetch(images.imagePrimary as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('DELETEs the replaced files, and both on clear', async () => {
    const before = new Set(s3.objects.keys());
    await request(t.server)
      .post(fillPath(mediaEndpoints.venueImage.path, { id: venueId }))
      .set(editor.auth)
      .attach('image', await testJpeg(900, 450), 'other.png.jpg')
      .expect(200);
    const after = [...s3.objects.keys()];
    expect(after).toHaveLength(2);
    expect(after.some((key) => before.has(key))).toBe(false);
    await request(t.server).post(fillPath(mediaEndpoints.venueImage.path, { id: venueId })).set(editor.auth).field('clear', 'true').expect(200);
    expect(s3.objects.size).toBe(0);
    expect(s3.requests.filter((r) => r.method === 'DELETE').map((r) => r.path).sort()).toEqual(
      [...before, ...after].map((key) => `/event-images/${key}`).sort(),
    );
  });

  it('refuses a half-set credential pair at start-up with one line', () => {
    expect(() => parseConfig({ MEDIA_S3_BUCKET: 'event-images', MEDIA_S3_ACCESS_KEY_ID: 'x' })).toThrow(/MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET go together/);
  });
});
