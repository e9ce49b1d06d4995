import type { FastifyReply } from 'fastify';
import { setCookie } from '../http/cookies.js';
import { csrfCookieLine, newCsrfToken } from './csrf.js';

function lineOf(write: (reply: FastifyReply) => void): string {
  let line = '';
  write({ header: (_name: string, value: string) => (line = value) } as unknown as FastifyReply);
  return line;
}

describe('csrf cookie', () => {
  it('issues 43-character base64url tokens, a new one each time', () => {
    const tokens = new Set(Array.from({ length: 600 }, () => newCsrfToken()));
    expect(tokens.size).toBe(600);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('writes the Set-Cookie line setCookie writes (Express\'s res.cookie), secure or not', () => {
    for (const secure of [false, true]) {
      const now = Date.now();
      const generic = lineOf((reply) => setCookie(reply, 'csrftoken', 'abc_-1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: 365 * 24 * 3600 * 1000 }));
      // Both lines are written within the same second as long as the clock does not turn over in between.
      if (Math.floor(Date.now() / 1000) === Math.floor(now / 1000)) expect(csrfCookieLine('abc_-1', secure, Date.now())).toBe(generic);
      expect(csrfCookieLine('abc_-1', secure, now)).toMatch(/^csrftoken=abc_-1; Max-Age=31536000; Path=\/; Expires=\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT; (Secure; )?SameSite=Lax$/);
    }
  });
});
