import { defineEndpoint, pathOf, PUBLIC, routePathOf } from './endpoint.js';

describe('pathOf', () => {
  const item = defineEndpoint({ method: 'GET', path: '/events/api/v1/poi/{id}/events/', access: PUBLIC, summary: 's', tag: 't' });
  const list = defineEndpoint({ method: 'GET', path: '/events/api/v1/poi/', access: PUBLIC, summary: 's', tag: 't' });

  it('fills path parameters, encoded', () => {
    expect(pathOf(item, { id: 12 })).toBe('/events/api/v1/poi/12/events/');
    expect(pathOf(item, { id: 'a/b' })).toBe('/events/api/v1/poi/a%2Fb/events/');
  });

  it('leaves a path without parameters as it is', () => {
    expect(pathOf(list)).toBe('/events/api/v1/poi/');
  });
});

describe('routePathOf', () => {
  it("writes the path as the server's router does: `:name` parameters, no trailing slash", () => {
    expect(routePathOf({ path: '/events/api/v1/poi/{id}/events/' })).toBe('/events/api/v1/poi/:id/events');
    expect(routePathOf({ path: '/auth/{provider}/login/' })).toBe('/auth/:provider/login');
    expect(routePathOf({ path: '/events/api/v1/auth/providers' })).toBe('/events/api/v1/auth/providers');
    expect(routePathOf({ path: '/' })).toBe('/');
  });
});
