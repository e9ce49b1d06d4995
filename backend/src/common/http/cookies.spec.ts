import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, cookieValue, requestCookies, setCookie } from './cookies.js';

/** A reply that keeps the Set-Cookie lines it is given, in order. */
function fakeReply(): { reply: FastifyReply; lines: string[] } {
  const lines: string[] = [];
  const reply = {
    header(name: string, value: string) {
      expect(name).toBe('set-cookie');
      lines.push(value);
      return this;
    },
  };
  return { reply: reply as unknown as FastifyReply, lines };
}

describe('cookies', () => {
  it('writes Set-Cookie as Express did: Max-Age in seconds with the matching Expires, Path / by default', () => {
    const { reply, lines } = fakeReply();
    const before = Date.now();
    setCookie(reply, 'csrftoken', 'a b', { httpOnly: false, sameSite: 'lax', maxAge: 31536000 * 1000 });
    setCookie(reply, 'refresh_token', 'xyz', { httpOnly: true, sameSite: 'lax', secure: true, path: '/events/api/v1/auth/token/refresh', maxAge: 1500 });
    const [first = '', second = ''] = lines;
    expect(first).toMatch(/^csrftoken=a%20b; Max-Age=31536000; Path=\/; Expires=[^;]+ GMT; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(first)?.[1] ?? '');
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 31536000 * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 31536000 * 1000);
    expect(second).toMatch(/^refresh_token=xyz; Max-Age=1; Path=\/events\/api\/v1\/auth\/token\/refresh; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('clears a cookie with its own path and flags, expired at the epoch and without Max-Age', () => {
    const { reply, lines } = fakeReply();
    clearCookie(reply, 'access_token', { httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: 5000 });
    expect(lines).toEqual(['access_token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax']);
  });

  it('parses the Cookie header once per request and reads non-empty values only', () => {
    const request = { headers: { cookie: 'csrftoken=abc; empty=; access_token=a%20b' } } as unknown as FastifyRequest;
    expect(cookieValue(request, 'csrftoken')).toBe('abc');
    expect(cookieValue(request, 'access_token')).toBe('a b');
    expect(cookieValue(request, 'empty')).toBeUndefined();
    expect(cookieValue(request, 'missing')).toBeUndefined();
    expect(requestCookies(request)).toBe(requestCookies(request));
    expect(requestCookies({ headers: {} } as unknown as FastifyRequest)).toEqual({});
  });
});
