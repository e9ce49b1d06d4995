import request from 'supertest';
import { accountSchema } from '@events/contracts/account';
import { authEndpoints, userContextSchema } from '@events/contracts/auth';
import { languageChoiceUrl } from '@events/contracts/languages';
import { useTestApp } from '../../testing/test-app.js';
import { AccountModule } from './account.module.js';

const PASSWORD = 'Tangled-Orchard-91';
const ACCOUNT = '/events/api/v1/account/';

function setCookies(res: request.Response): string[] {
  return (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

describe('the language control: GET /events/api/v1/language/{language}/ (issue 31, real PostgreSQL)', () => {
  // Trusts X-Forwarded-Proto, as behind nginx: the cookie is Secure over https.
  const t = useTestApp({ modules: [AccountModule], config: { trustProxy: true, auth: { rateLimit: 100 } } });

  async function signUp(email: string): Promise<{ Authorization: string }> {
    await request(t.server).post(authEndpoints.register.path).send({ email, password1: PASSWORD, password2: PASSWORD }).expect(201);
    const res = await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: email, password: PASSWORD }).expect(200);
    return { Authorization: `Bearer ${res.body.key as string}` };
  }

  it('keeps the choice in the language cookie for a year and goes back to the page (303)', async () => {
    const res = await request(t.server).get(languageChoiceUrl('es', '/events/?q=jazz#top')).expect(303);
    expect(res.headers['location']).toBe('/events/?q=jazz#top');
    expect(res.headers['cache-control']).toBe('no-store');
    const [cookie, ...others] = setCookies(res).filter((line) => line.startsWith('language='));
    expect(others).toEqual([]);
    const attributes = (cookie ?? '').split('; ');
    expect(attributes[0]).toBe('language=es');
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Max-Age=31536000', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');
    expect(attributes).not.toContain('HttpOnly');
  });

  it('marks the cookie Secure over https', async () => {
    const res = await request(t.server).get(languageChoiceUrl('en', '/')).set('X-Forwarded-Proto', 'https').expect(303);
    expect(setCookies(res).find((line) => line.startsWith('language='))?.split('; ')).toContain('Secure');
  });

  it('goes home for any next that is not a path of this site, or none', async () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/.//evil.example']) {
      const res = await request(t.server).get(languageChoiceUrl('es', next)).expect(303);
      expect([next, res.headers['location']]).toEqual([next, '/']);
    }
    const bare = await request(t.server).get('/events/api/v1/language/es/').expect(303);
    expect(bare.headers['location']).toBe('/');
  });

  it('answers 404 for a language the site does not speak, and sets nothing', async () => {
    const res = await request(t.server).get(languageChoiceUrl('fr', '/')).expect(404, { detail: 'Not found.', code: 'language_not_found' });
    expect(setCookies(res).filter((line) => line.startsWith('language='))).toEqual([]);
  });

  it('saves the choice as the signed-in user’s language (account and user context)', async () => {
    const auth = await signUp('chooser@example.org');
    expect(accountSchema.parse((await request(t.server).get(ACCOUNT).set(auth).expect(200)).body).language).toBe('en');
    await request(t.server).get(languageChoiceUrl('es', '/account/')).set(auth).expect(303);
    expect(accountSchema.parse((await request(t.server).get(ACCOUNT).set(auth).expect(200)).body).language).toBe('es');
    expect(userContextSchema.parse((await request(t.server).get('/events/userdata/').set(auth).expect(200)).body).language).toBe('es');
    // The saved choice outweighs the browser's languages: the user's field errors are Spanish now.
    const bad = await request(t.server).patch(ACCOUNT).set(auth).set('Accept-Language', 'en').send({ first_name: 'x'.repeat(151) }).expect(400);
    expect(bad.body).toEqual({ first_name: ['Este campo está limitado a 150 caracteres.'] });
  });
});
