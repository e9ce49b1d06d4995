import { access } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { fillPath } from '@events/contracts/endpoint';
import { IMAGE_MESSAGES } from '@events/contracts/media-constants';
import { MEDIA_MESSAGES, mediaEndpoints } from '@events/contracts/media';
import { venuesEndpoints } from '@events/contracts/venues';
import sharp from 'sharp';
import request from 'supertest';
import { bombPng, noisyJpeg, testJpeg } from '../../testing/media-test-images.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { MediaModule } from './media.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { UploadsInFlight } from './uploads-in-flight.js';

const venueImagePath = (id: number): string => fillPath(mediaEndpoints.venueImage.path, { id });
const eventImagePath = (id: number): string => fillPath(mediaEndpoints.eventImage.path, { id });

type Images = { imagePrimary: string | null; imageThumbnail: string | null };

describe('image uploads: venues and events, local store (issue 13 "Images")', () => {
  const t = useTestApp({ modules: [MediaModule, VenuesModule, AuthModule, ...CATALOGUE_MODULES], config: { auth: { rateLimit: 1_000_000 } } });
  let venueId: number;
  let otherVenueId: number;
  let eventId: number;
  let producer: TestAccount;
  let otherProducer: TestAccount;
  let editor: TestAccount;
  let plainUser: TestAccount;

  beforeAll(async () => {
    venueId = await insertVenueFixture(t.app, { name: 'Image Hall' });
    otherVenueId = await insertVenueFixture(t.app, { name: 'Other Hall' });
    eventId = await insertEventFixture(t.app, { venue_id: venueId, name: 'Image Night' });
    producer = await registerTestAccount(t, 'media-producer@example.com', { manages: [venueId] });
    otherProducer = await registerTestAccount(t, 'media-other-producer@example.com', { manages: [otherVenueId] });
    editor = await registerTestAccount(t, 'media-editor@example.com', { roles: ['zeditor'] });
    plainUser = await registerTestAccount(t, 'media-user@example.com');
  });

  async function columns(table: 'venues' | 'events', id: number): Promise<{ image_primary: string | null; image_thumbnail: string | null }> {
    const rows = await t.db.query<{ image_primary: string | null; image_thumbnail: string | null }[]>(`SELECT image_primary, image_thumbnail FROM ${table} WHERE id = $1`, [id]);
    return rows[0] ?? { image_primary: null, image_thumbnail: null };
  }

  type Crop = { x: number; y: number; width: number; height: number };

  /** Uploads `jpeg` as the venue's image, cropped to `crop`, by `account`; answers the images, after asserting the 200. */
  async function uploadCroppedVenueImage(account: TestAccount, jpeg: Buffer, crop: Crop, fileName: string): Promise<Images> {
    const res = await request(t.server)
      .post(venueImagePath(venueId))
      .set(account.auth)
      .field('image_crop_data', JSON.stringify(crop))
      .attach('image', jpeg, fileName)
      .expect(200);
    return res.body as Images;
  }

  async function fetchImage(url: string): Promise<{ status: number; type: string; cache: string; cookie: unknown; body: Buffer }> {
    const res = await request(t.server)
      .get(url)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const { headers } = res;
    return { status: res.status, type: String(headers['content-type']), cache: String(headers['cache-control']), cookie: headers['set-cookie'], body: res.body as Buffer };
  }

  it('crops, writes a 1600x800 primary and a 400x200 thumbnail without EXIF, served at the answered URLs', async () => {
    const jpeg = await testJpeg(3000, 2000);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const images = await uploadCroppedVenueImage(producer, jpeg, { x: 100, y: 600, width: 2000, height: 1000 }, 'stage.jpg');
    expect(images.imagePrimary).toMatch(/^\/media\/venues\/\d+\/[0-9a-f]{32}-primary\.webp$/);
    expect(images.imageThumbnail).toMatch(/^\/media\/venues\/\d+\/[0-9a-f]{32}-thumbnail\.webp$/);
    expect(await columns('venues', venueId)).toEqual({ image_primary: images.imagePrimary, image_thumbnail: images.imageThumbnail });

    const primary = await fetchImage(images.imagePrimary as string);
    // Kept a year by anyone, shared caches included: no csrftoken cookie for the cookie-less test client.
    expect(primary).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=31536000, immutable', cookie: undefined });
    const primaryMeta = await sharp(primary.body).metadata();
    expect(primaryMeta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(primaryMeta.exif).toBeUndefined();
    // The crop (y 600..1600 of a red-top / blue-bottom picture split at 1000) keeps red above blue.
    const { data } = await sharp(primary.body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number): number[] => [...data.subarray((y * 1600 + x) * 3, (y * 1600 + x) * 3 + 3)];
    expect(pixel(800, 100)[0]).toBeGreaterThan(150);
    expect(pixel(800, 700)[2]).toBeGreaterThan(150);

    const thumbnail = await fetchImage(images.imageThumbnail as string);
    expect(thumbnail).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(thumbnail.body).metadata()).toMatchObject({ width: 400, height: 200 });

    // The venue's card and detail answer show it.
    const detail = await request(t.server).get(fillPath(venuesEndpoints.detail.path, { id: venueId })).expect(200);
    expect(detail.body).toMatchObject({ imagePrimary: images.imagePrimary, imageThumbnail: images.imageThumbnail });
  });

  it('turns the image upright by its EXIF orientation before the crop (the crop is in upright pixels)', async () => {
    // Stored 1000 wide x 2000 tall, orientation 6 (shown turned a quarter clockwise): upright it is 2000 x 1000.
    const jpeg = await testJpeg(1000, 2000, 6);
    const images = await uploadCroppedVenueImage(editor, jpeg, { x: 0, y: 0, width: 2000, height: 1000 }, 'turned.jpeg');
    const primary = await fetchImage(images.imagePrimary as string);
    const { data } = await sharp(primary.body).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number): number => data[(400 * 1600 + x) * 3] as number;
    // The red top of the stored picture is on the right once upright, the blue bottom on the left.
    expect(red(1500)).toBeGreaterThan(150);
    expect(red(100)).toBeLessThan(100);
  });

  it('gives each upload new file names and removes the files it replaces', async () => {
    const first = (await request(t.server).post(venueImagePath(venueId)).set(producer.auth).attach('image', await testJpeg(1200, 600), 'a.png.jpg').expect(200)).body as Images;
    const second = (await request(t.server).post(venueImagePath(venueId)).set(producer.auth).attach('image', await testJpeg(1400, 700), 'b.JPG').expect(200)).body as Images;
    expect(second.imagePrimary).not.toBe(first.imagePrimary);
    expect((await fetchImage(second.imagePrimary as string)).status).toBe(200);
    expect((await fetchImage(first.imagePrimary as string)).status).toBe(404);
    expect((await fetchImage(first.imageThumbnail as string)).status).toBe(404);
    // The same upload again keeps its names and its files.
    const again = (await request(t.server).post(venueImagePath(venueId)).set(producer.auth).attach('image', await testJpeg(1400, 700), 'b.JPG').expect(200)).body as Images;
    expect(again).toEqual(second);
    expect((await fetchImage(again.imagePrimary as string)).status).toBe(200);
  });

  it('takes a PNG, and centres the crop at aspect 2 without crop data', async () => {
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#3a7' } }).png().toBuffer();
    const res = await request(t.server).post(eventImagePath(eventId)).set(producer.auth).attach('image', png, 'square.png').expect(200);
    const images = res.body as Images;
    expect(images.imagePrimary).toMatch(/^\/media\/events\/\d+\/[0-9a-f]{32}-primary\.webp$/);
    expect(await columns('events', eventId)).toEqual({ image_primary: images.imagePrimary, image_thumbnail: images.imageThumbnail });
    expect(await sharp((await fetchImage(images.imagePrimary as string)).body).metadata()).toMatchObject({ width: 1600, height: 800 });
  });

  it('clears the image: both columns null and the files removed', async () => {
    const set = (await request(t.server).post(eventImagePath(eventId)).set(editor.auth).attach('image', await testJpeg(800, 400), 'x.jpg').expect(200)).body as Images;
    const cleared = await request(t.server).post(eventImagePath(eventId)).set(editor.auth).field('clear', 'true').expect(200);
    expect(cleared.body).toEqual({ imagePrimary: null, imageThumbnail: null });
    expect(await columns('events', eventId)).toEqual({ image_primary: null, image_thumbnail: null });
    await expect(access(path.join(t.mediaDir, (set.imagePrimary as string).replace('/media/', '')))).rejects.toThrow();
    expect((await fetchImage(set.imageThumbnail as string)).status).toBe(404);
  });

  describe('bad uploads: 400 in the upload check words, nothing stored', () => {
    async function refused(send: (req: request.Test) => request.Test): Promise<Record<string, string[]>> {
      const before = await columns('venues', venueId);
      const res = await send(request(t.server).post(venueImagePath(venueId)).set(producer.auth)).expect(400);
      expect(await columns('venues', venueId)).toEqual(before);
      return res.body as Record<string, string[]>;
    }

    it('a text file renamed .jpg', async () => {
      expect(await refused((r) => r.attach('image', Buffer.from('just some words, not a picture\n'.repeat(50)), 'notes.jpg'))).toEqual({ image: [IMAGE_MESSAGES.invalid] });
    });

    it('a JPEG start followed by garbage', async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
      expect(await refused((r) => r.attach('image', fake, 'fake.jpeg'))).toEqual({ image: [IMAGE_MESSAGES.invalid] });
    });

    it('a GIF, by its extension', async () => {
      const gif = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
      expect(await refused((r) => r.attach('image', gif, 'anim.gif'))).toEqual({ image: [IMAGE_MESSAGES.extension('gif')] });
    });

    it('an 11 MB file, refused while it streams', async () => {
      const big = Buffer.concat([await noisyJpeg(64, 64), Buffer.alloc(11 * 1024 * 1024, 1)]);
      expect(await refused((r) => r.attach('image', big, 'huge.jpg'))).toEqual({ image: [IMAGE_MESSAGES.tooLarge] });
    });

    it('a decompression bomb: a 10000 x 10000 PNG of a few kilobytes', async () => {
      const bomb = bombPng(10_000, 10_000);
      expect(bomb.length).toBeLessThan(50_000);
      expect(await refused((r) => r.attach('image', bomb, 'bomb.png'))).toEqual({ image: [MEDIA_MESSAGES.tooManyPixels] });
    });

    it('a crop outside the image, or not whole numbers', async () => {
      const jpeg = await testJpeg(1000, 500);
      const outside = await refused((r) => r.field('image_crop_data', JSON.stringify({ x: 500, y: 0, width: 1000, height: 500 })).attach('image', jpeg, 'a.jpg'));
      expect(outside).toEqual({ image_crop_data: [IMAGE_MESSAGES.crop] });
      const fractions = await refused((r) => r.field('image_crop_data', JSON.stringify({ x: 0.5, y: 0, width: 100, height: 50 })).attach('image', jpeg, 'a.jpg'));
      expect(fractions).toEqual({ image_crop_data: [IMAGE_MESSAGES.crop] });
      expect(await refused((r) => r.field('image_crop_data', '{not json').attach('image', jpeg, 'a.jpg'))).toEqual({ image_crop_data: [IMAGE_MESSAGES.crop] });
    });

    it('two files, no file, and a JSON body', async () => {
      const jpeg = await testJpeg(400, 200);
      expect(await refused((r) => r.attach('image', jpeg, 'a.jpg').attach('image', jpeg, 'b.jpg'))).toEqual({ image: [IMAGE_MESSAGES.single] });
      expect(await refused((r) => r.field('clear', 'false'))).toEqual({ image: [MEDIA_MESSAGES.imageOrClear] });
      expect(await refused((r) => r.send({ clear: 'true' }))).toEqual({ nonFieldErrors: [MEDIA_MESSAGES.multipartOnly] });
    });
  });

  describe('who may', () => {
    it('anonymous visitors and plain users: 403', async () => {
      const jpeg = await testJpeg(400, 200);
      await request(t.server).post(venueImagePath(venueId)).attach('image', jpeg, 'a.jpg').expect(403);
      await request(t.server).post(venueImagePath(venueId)).set(plainUser.auth).attach('image', jpeg, 'a.jpg').expect(403);
    });

    it("another venue's producer: 403 for the venue and its events, nothing stored", async () => {
      const before = { venue: await columns('venues', venueId), event: await columns('events', eventId) };
      const jpeg = await testJpeg(400, 200);
      await request(t.server).post(venueImagePath(venueId)).set(otherProducer.auth).attach('image', jpeg, 'a.jpg').expect(403);
      await request(t.server).post(eventImagePath(eventId)).set(otherProducer.auth).field('clear', 'true').expect(403);
      expect({ venue: await columns('venues', venueId), event: await columns('events', eventId) }).toEqual(before);
    });

    it('a zeditor may set any venue; an unknown id is 404', async () => {
      await request(t.server).post(venueImagePath(otherVenueId)).set(editor.auth).attach('image', await testJpeg(400, 200), 'a.jpg').expect(200);
      await request(t.server).post(venueImagePath(999_999)).set(editor.auth).field('clear', 'true').expect(404);
    });
  });

  it('answers 404 for a missing stored file and refuses paths out of the folder', async () => {
    expect((await fetchImage('/media/venues/1/missing-primary.webp')).status).toBe(404);
    expect([403, 404]).toContain((await fetchImage('/media/..%2f..%2fetc%2fpasswd')).status);
  });

  it('refuses a third upload of one account while two are under way, and takes the next once they end (issue 25)', async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await t.app.listen(0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const uploads = t.app.get(UploadsInFlight);
    /** An upload whose bytes keep the server waiting: the head and the start of the file, then nothing. */
    const stalled = (): Socket => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      const boundary = 'stalledboundary';
      socket.write(
        `POST ${venueImagePath(venueId)} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${producer.auth.Authorization}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8`,
      );
      return socket;
    };
    /** Waits until the server counts that many uploads of the producer (each event-loop turn, no fixed sleep). */
    const underWay = async (count: number): Promise<void> => {
      while (uploads.underWay(producer.id) !== count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const held = [stalled(), stalled()];
    await underWay(2);
    const refused = await request(server).post(venueImagePath(venueId)).set(producer.auth).attach('image', await testJpeg(800, 400), 'third.jpg').expect(429);
    expect(refused.body).toMatchObject({ detail: MEDIA_MESSAGES.tooManyUploads });
    // Another account is not held up by them.
    await request(server).post(eventImagePath(eventId)).set(editor.auth).attach('image', await testJpeg(800, 400), 'editor.jpg').expect(200);
    for (const socket of held) socket.destroy();
    await underWay(0);
    await request(server).post(venueImagePath(venueId)).set(producer.auth).attach('image', await testJpeg(800, 400), 'later.jpg').expect(200);
  });
});
