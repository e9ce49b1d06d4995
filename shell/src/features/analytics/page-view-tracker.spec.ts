import { describe, expect, it } from '@jest/globals';
import { createPageViewTracker, type TrackerEnvironment } from './page-view-tracker';

function environment(overrides: Partial<TrackerEnvironment> = {}) {
  const sent: { url: string; body: unknown }[] = [];
  let ids = 0;
  const env: TrackerEnvironment = {
    beacon: (url, body) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
    cookies: () => '',
    optedOut: () => false,
    newId: () => `id-${++ids}`,
    later: (work) => work(),
    ...overrides,
  };
  return { env, sent };
}

describe('page view tracker', () => {
  it('sends one beacon per page shown, not again for the same page', () => {
    const { env, sent } = environment();
    const track = createPageViewTracker(env);
    track('/events/');
    track('/events/');
    track('/venues/12/hall/');
    expect(sent).toEqual([
      { url: '/events/api/v1/analytics/beacon/', body: { views: [{ page_view: 'id-1', path: '/events/' }] } },
      { url: '/events/api/v1/analytics/beacon/', body: { views: [{ page_view: 'id-2', path: '/venues/12/hall/' }] } },
    ]);
  });

  it('carries the CSRF token of a signed-in browser in the body', () => {
    const { env, sent } = environment({ cookies: () => 'a=1; csrftoken=tok%3D' });
    createPageViewTracker(env)('/');
    expect(sent[0]?.body).toEqual({ views: [{ page_view: 'id-1', path: '/' }], csrfmiddlewaretoken: 'tok=' });
  });

  it('sends nothing under Do Not Track or Global Privacy Control, nor for paths the server refuses', () => {
    const { env, sent } = environment({ optedOut: () => true });
    createPageViewTracker(env)('/events/');
    const open = environment();
    const track = createPageViewTracker(open.env);
    track(`/${'x'.repeat(600)}`);
    track('/a b');
    expect([...sent, ...open.sent]).toEqual([]);
  });

  it('sends after the render, never during it', () => {
    const queued: (() => void)[] = [];
    const { env, sent } = environment({ later: (work) => queued.push(work) });
    createPageViewTracker(env)('/');
    expect(sent).toEqual([]);
    queued.forEach((work) => work());
    expect(sent).toHaveLength(1);
  });
});
