import { z } from 'zod';
import { anyRole, cacheClassOf, defineEndpoint, endpointGroup, pathOf, PUBLIC, routePathOf, SIGNED_IN } from './endpoint.js';

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

describe('endpointGroup', () => {
  const group = endpointGroup({ tag: 't', access: SIGNED_IN, errors: { 403: 'anonymous' } });

  it('declares each endpoint with what the group shares, its own fields and the errors of both', () => {
    expect(group.get('/a/', { summary: 's', errors: { 400: 'bad' } })).toEqual(
      defineEndpoint({ method: 'GET', path: '/a/', tag: 't', access: SIGNED_IN, summary: 's', errors: { 400: 'bad', 403: 'anonymous' } }),
    );
  });

  it("lets an endpoint's own tag, access and error descriptions replace the group's", () => {
    const own = group.post('/b/', { tag: 'u', access: anyRole('staff'), summary: 's', errors: { 403: 'not staff' } });
    expect([own.tag, own.access, own.errors]).toEqual(['u', anyRole('staff'), { 403: 'not staff' }]);
  });

  it('answers deletes 204, and narrower groups add what their endpoints state alike', () => {
    const params = z.object({ id: z.string() });
    const item = group.with({ params, errors: { 404: 'missing' } });
    const removed = item.delete('/a/{id}/', { summary: 's' });
    expect([removed.method, removed.status, removed.params, removed.errors]).toEqual(['DELETE', 204, params, { 403: 'anonymous', 404: 'missing' }]);
  });

  it('adds no errors where neither the group nor the endpoint gives any', () => {
    expect('errors' in endpointGroup({ tag: 't', access: PUBLIC }).get('/', { summary: 's' })).toBe(false);
  });
});

describe('cacheClassOf', () => {
  const group = endpointGroup({ tag: 't', access: PUBLIC });

  it('makes a GET anyone may call public, and every other endpoint private', () => {
    expect(cacheClassOf(group.get('/a/', { summary: 's' }))).toBe('public');
    expect(cacheClassOf(group.post('/a/', { summary: 's' }))).toBe('private');
    expect(cacheClassOf(endpointGroup({ tag: 't', access: SIGNED_IN }).get('/a/', { summary: 's' }))).toBe('private');
    expect(cacheClassOf(endpointGroup({ tag: 't', access: anyRole('staff') }).get('/a/', { summary: 's' }))).toBe('private');
  });

  it('keeps a public GET private when it or its group says so, never the other way', () => {
    expect(cacheClassOf(group.get('/a/', { summary: 's', cache: 'private' }))).toBe('private');
    expect(cacheClassOf(group.with({ cache: 'private' }).get('/a/', { summary: 's' }))).toBe('private');
    expect(cacheClassOf(endpointGroup({ tag: 't', access: SIGNED_IN }).get('/a/', { summary: 's', cache: 'public' }))).toBe('private');
  });
});
