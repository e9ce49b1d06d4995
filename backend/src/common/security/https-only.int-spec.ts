import request from 'supertest';
import { authEndpoints } from '@events/contracts/auth';
import { TEST_PASSWORD } from '../../testing/test-accounts.js';
import { type TestApp, useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../../modules/auth/auth.module.js';
import { HealthModule } from '../../modules/health/health.module.js';

const setCookies = (res: request.Response): string[] => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
/** Registers an account and logs it in with `headers`: the login's answer sets the session cookies. */
async function logIn(server: TestApp['server'], email: string, headers: Record<string, string> = {}): Promise<request.Response> {
  await request(server).post(authEndpoints.register.path).send({ email, password1: TEST_PASSWORD, password2: TEST_PASSWORD }).expect(201);
  return request(server).post(authEndpoints.login.path).type('form').set(headers).send({ username: email, password: TEST_PASSWORD });
}

/** Issue 12: Secure cookies and HSTS only over HTTPS; behind a TLS-terminating proxy TRUST_PROXY makes it count. */
describe('HTTPS-only headers: Secure cookies and HSTS (real PostgreSQL)', () => {
  // Sign-in sets the cookies; the health check answers a plain request.
  const direct = useTestApp({ modules: [AuthModule, HealthModule] });
  const proxied = useTestApp({ modules: [AuthModule, HealthModule], config: { trustProxy: true } });

  it('over plain HTTP: no HSTS, no Secure flag (a forged X-Forwarded-Proto is not believed)', async () => {
    for (const res of [await logIn(direct.server, 'plain@example.org'), await logIn(direct.server, 'forged@example.org', { 'X-Forwarded-Proto': 'https' })]) {
      expect(res.status).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const cookies = setCookies(res);
      expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['access_token', 'csrftoken', 'refresh_token']);
      for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  it('behind a trusted TLS-terminating proxy (X-Forwarded-Proto: https): HSTS and Secure cookies', async () => {
    const res = await logIn(proxied.server, 'tls@example.org', { 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    const plain = await request(proxied.server).get('/health').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
