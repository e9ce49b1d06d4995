import { API_ENDPOINTS } from './api.js';
import { AUTH_PATHS } from './auth.js';
import { pathOf } from './endpoint.js';
import { savedEndpoints } from './saved.js';

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
      if (endpoint.responseKind === 'redirect') expect([name, endpoint.status]).toEqual([name, 302]);
      expect(endpoint.path.startsWith('/')).toBe(true);
    }
  });

  it('agrees with the bookmark paths the account screens still build by hand', () => {
    expect(AUTH_PATHS.savedEvent(12)).toBe(pathOf(savedEndpoints.toggleEvent, { id: 12 }));
    expect(AUTH_PATHS.savedPoi(12)).toBe(pathOf(savedEndpoints.toggleVenue, { id: 12 }));
  });
});
