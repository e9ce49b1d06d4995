import { API_ENDPOINTS } from './api.js';
import { AUTH_API_PREFIX, LOGOUT_PAGE_PATH, SOCIAL_LOGIN_PATH, TOKEN_REFRESH_PATH } from './auth-constants.js';
import { authEndpoints } from './auth.js';

describe('API_ENDPOINTS', () => {
  it('names each method and path once', () => {
    const keys = API_ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every path parameter a params schema and a success status with its answer kind', () => {
    for (const { name, endpoint } of API_ENDPOINTS) {
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect([name, names.length > 0]).toEqual([name, endpoint.params !== undefined]);
      if (endpoint.status === 204) expect([name, endpoint.response]).toEqual([name, undefined]);
      // 302, or 303 See Other where the call did something first (the language control's choice).
      if (endpoint.responseKind === 'redirect') expect([name, [302, 303].includes(endpoint.status ?? 200)]).toEqual([name, true]);
      expect(endpoint.path.startsWith('/')).toBe(true);
    }
  });

  it('agrees with the zod-free auth paths the shell uses before its first paint', () => {
    expect([authEndpoints.refresh.path, authEndpoints.socialLogin.path]).toEqual([TOKEN_REFRESH_PATH, SOCIAL_LOGIN_PATH]);
    const accountCalls = [authEndpoints.register, authEndpoints.login, authEndpoints.refresh, authEndpoints.logout, authEndpoints.passwordReset, authEndpoints.passwordResetConfirm, authEndpoints.providers];
    for (const endpoint of accountCalls) expect(endpoint.path.startsWith(AUTH_API_PREFIX)).toBe(true);
  });

  it('logs out only with a POST: the Log Out screen is the shell\'s, no endpoint answers a GET there', () => {
    expect(authEndpoints.logout.method).toBe('POST');
    expect(API_ENDPOINTS.filter(({ endpoint }) => endpoint.path === LOGOUT_PAGE_PATH)).toEqual([]);
  });
});
