import { matchesScreenRoute, remoteForPath } from './page-boot.js';

describe('screen route patterns, matched as the front ends match them', () => {
  it('matches an exact path whatever its case and trailing slash, and nothing below it', () => {
    expect(matchesScreenRoute(['/about/'], '/about/')).toBe(true);
    expect(matchesScreenRoute(['/about/'], '/About')).toBe(true);
    expect(matchesScreenRoute(['/about/'], '/about/team/')).toBe(false);
    expect(matchesScreenRoute(['/'], '/')).toBe(true);
    expect(matchesScreenRoute(['/'], '/x/')).toBe(false);
  });

  it('lets a `:name` segment stand for any one segment', () => {
    const detail = ['/events/:id/:slug/'];
    expect(matchesScreenRoute(detail, '/events/12/jazz-night/')).toBe(true);
    expect(matchesScreenRoute(detail, '/events/12/jazz-night')).toBe(true);
    expect(matchesScreenRoute(detail, '/events/12/')).toBe(false);
    expect(matchesScreenRoute(detail, '/events/12/jazz-night/photos/')).toBe(false);
    expect(matchesScreenRoute(detail, '/venues/12/hall/')).toBe(false);
  });

  it('hands a `/*` route its address and everything below it, the most specific route first', () => {
    const routes = [
      { path: '/account/', remote: 'mfe-account' },
      { path: '/account/widgets/*', remote: 'mfe-producer' },
      { path: '/events/*', remote: 'mfe-discovery' },
    ] as const;
    expect(remoteForPath(routes, '/events')).toBe('mfe-discovery');
    expect(remoteForPath(routes, '/events/12/anything/at/all/')).toBe('mfe-discovery');
    expect(remoteForPath(routes, '/eventsx/')).toBeNull();
    expect(remoteForPath(routes, '/account/widgets/edit/3/')).toBe('mfe-producer');
    expect(remoteForPath(routes, '/account/')).toBe('mfe-account');
    expect(remoteForPath(routes, '/account/other/')).toBeNull();
  });
});
