import { CONTENT_PAGE_SLUGS, contentPageSchema, contentPagesEndpoints } from '@events/contracts/content-pages';
import { fillPath } from '@events/contracts/endpoint';
import { LINK_REL } from '@events/domain/description-html';
import request from 'supertest';
import { registerSuperuserAccount, registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { ContentPagesModule } from './content-pages.module.js';
import { ContentPagesService } from './content-pages.service.js';

const pagePath = (slug: string) => fillPath(contentPagesEndpoints.get.path, { slug });
const adminPath = (slug: string) => fillPath(contentPagesEndpoints.put.path, { slug });

/** Terms of Use, About and Help (issue 27): read by anyone, rewritten by superusers, sanitised, recorded. */
describe('content pages (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [ContentPagesModule, AuthModule] });
  let admin: TestAccount;
  let pat: TestAccount;

  beforeAll(async () => {
    admin = await registerSuperuserAccount(t, 'ada.pages@example.org');
    pat = await registerTestAccount(t, 'pat.pages@example.org');
  });

  it('serves the shipped pages to anyone, cacheable, with their sections as headings', async () => {
    for (const slug of CONTENT_PAGE_SLUGS) contentPageSchema.parse((await request(t.server).get(pagePath(slug)).expect(200)).body);
    const terms = await request(t.server).get(pagePath('terms-of-use')).expect(200);
    expect(terms.body).toMatchObject({ slug: 'terms-of-use', title: 'Terms of Use', updated: '2025-05-01T12:00:00.000Z' });
    expect(terms.body.body).toContain('<h2>1. The service</h2>');
    expect(terms.body.body).toContain(`<a href="/account/" rel="${LINK_REL}">account page</a>`);
    expect(terms.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    await request(t.server).get(pagePath('terms-of-use')).set('If-None-Match', String(terms.headers['etag'])).expect(304);
    await request(t.server).get(pagePath('privacy')).expect(404, { detail: 'Not found.', code: 'content_page_not_found' });
  });

  it('lets only superusers rewrite a page', async () => {
    const page = { title: 'About us', body: '<p>Hello</p>' };
    await request(t.server).put(adminPath('about')).send(page).expect(403);
    await request(t.server).put(adminPath('about')).set(pat.auth).send(page).expect(403);
    expect((await request(t.server).get(pagePath('about'))).body.title).toBe('About Berkshires & Beyond');
  });

  it('stores a rewrite sanitised and dated by the product clock, and records who made it', async () => {
    const body = '<h2 onclick="x()">Our story</h2><p>Since 2019.<script>alert(1)</script> <a href="/help/">Help</a> <a href="//evil.example">x</a></p>';
    const saved = await request(t.server).put(adminPath('about')).set(admin.auth).send({ title: 'About us', body }).expect(200);
    expect(saved.body).toEqual({
      slug: 'about',
      title: 'About us',
      body: `<h2>Our story</h2><p>Since 2019. <a href="/help/" rel="${LINK_REL}">Help</a> <a rel="${LINK_REL}">x</a></p>`,
      updated: expect.any(String),
    });
    expect(Math.abs(Date.parse(saved.body.updated) - t.clock.now().getTime())).toBeLessThan(60_000);
    expect((await request(t.server).get(pagePath('about')).expect(200)).body).toEqual(saved.body);
    const actions = await t.db.query<{ actor_id: number; detail: unknown }[]>(`SELECT actor_id, detail FROM staff_actions WHERE action = 'page_edit'`);
    expect(actions).toEqual([{ actor_id: admin.id, detail: { slug: 'about', title: 'About us' } }]);
  });

  it('answers bad input with field messages and an unknown page with 404, changing nothing', async () => {
    await request(t.server).put(adminPath('help')).set(admin.auth).send({ title: ' ', body: '' }).expect(400, {
      title: ['This field is required.'],
      body: ['This field is required.'],
    });
    await request(t.server).put(adminPath('privacy')).set(admin.auth).send({ title: 'Privacy', body: '<p>x</p>' }).expect(404);
    expect((await request(t.server).get(pagePath('help'))).body.title).toBe('Help');
  });

  it('seeds a missing page at start-up and leaves a rewritten one alone', async () => {
    await t.db.query(`DELETE FROM content_pages WHERE slug = 'help'`);
    await t.app.get(ContentPagesService).seedMissing();
    expect((await request(t.server).get(pagePath('help')).expect(200)).body.title).toBe('Help');
    expect((await request(t.server).get(pagePath('about')).expect(200)).body.title).toBe('About us');
  });
});
