import request from 'supertest';
import { adsAdminEndpoints as api, adsEndpoints, type AdminSearchAd, SEARCH_AD_MESSAGES, type SearchAdStats } from '@events/contracts/ads';
import { fillPath } from '@events/contracts/endpoint';
import { mediaEndpoints } from '@events/contracts/media';
import { VALIDATION } from '@events/contracts/messages';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { testJpeg } from '../../testing/media-test-images.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { MediaModule } from '../media/media.module.js';
import { AdsModule } from './ads.module.js';

const AD = {
  title: 'Berkshire Theatre Festival',
  description: 'Summer season on two stages.',
  url: 'https://berkshiretheatre.example.org/',
  button_text: 'See the season',
  starts_on: '2020-01-01',
  ends_on: '2099-12-31',
  active: false,
};

describe('search ads, the editors side: CRUD, image, schedule, clicks and per-day counts (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [AdsModule, MediaModule, AuthModule] });
  let editor: TestAccount;
  let producer: TestAccount;

  beforeAll(async () => {
    editor = await registerTestAccount(t, 'ads-editor@example.com', { roles: ['zeditor'] });
    producer = await registerTestAccount(t, 'ads-producer@example.com');
  });

  const create = (who: TestAccount, body: object) => request(t.server).post(api.create.path).set(who.auth).send(body);
  const update = (id: number, body: object) => request(t.server).put(fillPath(api.update.path, { id })).set(editor.auth).send(body);

  it('refuses producers (403) on every editor call', async () => {
    await request(t.server).get(api.list.path).set(producer.auth).expect(403);
    await create(producer, AD).expect(403);
    await request(t.server).put(fillPath(api.update.path, { id: 1 })).set(producer.auth).send(AD).expect(403);
    await request(t.server).get(fillPath(api.stats.path, { id: 1 })).set(producer.auth).expect(403);
    await request(t.server).post(fillPath(mediaEndpoints.adImage.path, { id: 1 })).set(producer.auth).attach('image', await testJpeg(800, 400), 'a.jpg').expect(403);
  });

  it('refuses an ad without an image, with a non-https link, or ending before it starts, with field messages', async () => {
    expect((await create(editor, { ...AD, active: true }).expect(400)).body).toEqual({ image: [SEARCH_AD_MESSAGES.imageRequired] });
    expect((await create(editor, { ...AD, url: 'http://plain.example.org/' }).expect(400)).body).toEqual({ url: [SEARCH_AD_MESSAGES.httpsOnly] });
    expect((await create(editor, { ...AD, starts_on: '2026-12-10', ends_on: '2026-12-01' }).expect(400)).body).toEqual({ ends_on: [SEARCH_AD_MESSAGES.endBeforeStart] });
    expect((await create(editor, { ...AD, title: '' }).expect(400)).body).toEqual({ title: [VALIDATION.required] });
    expect(await t.db.query('SELECT id FROM search_ads')).toEqual([]);
  });

  it('creates a draft, takes its image through the media upload, goes live, serves the listing, and counts a click-through', async () => {
    const draft = (await create(editor, AD).expect(201)).body as AdminSearchAd;
    expect(draft).toMatchObject({ title: AD.title, active: false, live: false, image: null, impressions: 0, clicks: 0 });
    await request(t.server).get(adsEndpoints.search.path).expect(404);
    expect((await update(draft.id, { ...AD, active: true }).expect(400)).body).toEqual({ image: [SEARCH_AD_MESSAGES.imageRequired] });

    const images = await request(t.server)
      .post(fillPath(mediaEndpoints.adImage.path, { id: draft.id }))
      .set(editor.auth)
      .field('image_crop_data', JSON.stringify({ x: 0, y: 0, width: 800, height: 400 }))
      .attach('image', await testJpeg(800, 400), 'ad.jpg')
      .expect(200);
    expect(images.body.imagePrimary).toMatch(/ads\/\d+\/.+-primary\.webp$/);

    const live = (await update(draft.id, { ...AD, active: true }).expect(200)).body as AdminSearchAd;
    expect(live).toMatchObject({ active: true, live: true, image: images.body.imagePrimary });
    const served = await request(t.server).get(adsEndpoints.search.path).expect(200);
    expect(served.body).toMatchObject({ id: draft.id, title: AD.title, image: images.body.imagePrimary, buttonText: AD.button_text, firstForSession: true });

    await request(t.server).post(adsEndpoints.ping.path).send({ id: draft.id }).expect(204);
    const click = await request(t.server).get(fillPath(api.click.path, { id: draft.id })).expect(302);
    expect(click.headers.location).toBe(AD.url);
    await request(t.server).get(fillPath(api.click.path, { id: 999999 })).expect(404);
    const stats = (await request(t.server).get(fillPath(api.stats.path, { id: draft.id })).set(editor.auth).expect(200)).body as SearchAdStats;
    // Counts go under the region's day by the product's clock.
    expect(stats.days).toEqual([{ day: localDateOf(t.clock.now(), 'America/New_York'), impressions: 1, clicks: 1 }]);
    const listed = (await request(t.server).get(api.list.path).set(editor.auth).expect(200)).body.results as AdminSearchAd[];
    expect(listed).toEqual([expect.objectContaining({ id: draft.id, impressions: 1, clicks: 1 })]);
  });

  it('schedules and retires: an ad outside its dates or inactive is not served; a cleared image retires it', async () => {
    const [ad] = (await request(t.server).get(api.list.path).set(editor.auth).expect(200)).body.results as AdminSearchAd[];
    const id = (ad as AdminSearchAd).id;
    await update(id, { ...AD, active: true, starts_on: '2099-01-01', ends_on: '2099-12-31' }).expect(200);
    await request(t.server).get(adsEndpoints.search.path).expect(404);
    // The schedule's days are the region's by the product's clock: an ad ending today runs, one starting tomorrow not yet.
    const today = localDateOf(t.clock.now(), 'America/New_York');
    const tomorrow = addDaysToLocalDate(today, 1);
    expect((await update(id, { ...AD, active: true, starts_on: tomorrow, ends_on: tomorrow }).expect(200)).body).toMatchObject({ live: false });
    await request(t.server).get(adsEndpoints.search.path).expect(404);
    expect((await update(id, { ...AD, active: true, starts_on: today, ends_on: today }).expect(200)).body).toMatchObject({ live: true });
    await request(t.server).get(adsEndpoints.search.path).expect(200);
    await update(id, { ...AD, active: true }).expect(200);
    await request(t.server).get(adsEndpoints.search.path).expect(200);
    await request(t.server).post(fillPath(mediaEndpoints.adImage.path, { id })).set(editor.auth).field('clear', 'true').expect(200);
    expect(((await request(t.server).get(api.list.path).set(editor.auth)).body.results as AdminSearchAd[])[0]).toMatchObject({ active: false, image: null });
    await request(t.server).get(adsEndpoints.search.path).expect(404);
    await request(t.server).delete(fillPath(api.remove.path, { id })).set(editor.auth).expect(204);
    await request(t.server).delete(fillPath(api.remove.path, { id })).set(editor.auth).expect(404);
  });
});
