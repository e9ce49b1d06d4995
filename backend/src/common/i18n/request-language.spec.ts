import type { FastifyRequest } from 'fastify';
import { setAuthState } from '../auth/auth-state.js';
import { requestLanguage } from './request-language.js';

function request(headers: Record<string, string> = {}): FastifyRequest {
  return { headers } as unknown as FastifyRequest;
}

const signedIn = (language: string | null) => ({ id: 7, username: 'u', email: 'u@example.org', firstName: '', lastName: '', isSuperuser: false, isStaff: false, isEditor: false, isZeditor: false, isProducer: false, language });

describe('requestLanguage: the reader’s language of a request (issue 31)', () => {
  it('reads English when the request says nothing, or names no language the site speaks', () => {
    expect(requestLanguage(request())).toBe('en');
    expect(requestLanguage(request({ 'accept-language': 'fr-FR,de;q=0.8' }))).toBe('en');
    expect(requestLanguage(request({ cookie: 'language=fr' }))).toBe('en');
  });

  it('follows Accept-Language, best match first (es-MX reads Spanish)', () => {
    expect(requestLanguage(request({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }))).toBe('es');
    expect(requestLanguage(request({ 'accept-language': 'en;q=0.4,es;q=0.8' }))).toBe('es');
    expect(requestLanguage(request({ 'accept-language': 'en-US,es;q=0.5' }))).toBe('en');
  });

  it('prefers the language cookie to Accept-Language', () => {
    expect(requestLanguage(request({ 'accept-language': 'es', cookie: 'language=en' }))).toBe('en');
    expect(requestLanguage(request({ 'accept-language': 'en', cookie: 'csrftoken=x; language=es' }))).toBe('es');
  });

  it('prefers the signed-in user’s saved choice to everything else; no saved choice follows the cookie', () => {
    const req = request({ 'accept-language': 'en', cookie: 'language=en' });
    setAuthState(req, { user: signedIn('es'), via: 'cookie', stale: false, family: 'f', csrfToken: 't' });
    expect(requestLanguage(req)).toBe('es');
    expect(requestLanguage(req, signedIn(null))).toBe('en');
    expect(requestLanguage(request({ cookie: 'language=es' }), signedIn(null))).toBe('es');
  });

  it('takes the user a caller loaded itself (a mail, a page render) over the request’s', () => {
    expect(requestLanguage(request({ 'accept-language': 'en' }), { language: 'es' })).toBe('es');
    expect(requestLanguage(request({ 'accept-language': 'es' }), null)).toBe('es');
  });
});
