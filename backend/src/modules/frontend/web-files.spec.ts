import { cacheControlFor, isHashedAsset, isSpaCandidate, pathnameOf } from './web-files.js';

describe('web files', () => {
  it('caches hashed assets for a year and revalidates the rest', () => {
    expect(isHashedAsset('static/js/main.3f9a1c2b.js')).toBe(true);
    expect(isHashedAsset('static/css/827.8e1d44aa0c.css')).toBe(true);
    expect(cacheControlFor('main.3f9a1c2b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
  });

  it('never answers API, remote or health paths with the shell', () => {
    expect(isSpaCandidate('/events/')).toBe(true);
    expect(isSpaCandidate('/saved/addresses/')).toBe(true);
    expect(isSpaCandidate('/events/api/nope')).toBe(false);
    expect(isSpaCandidate('/remotes/mfe-account/x.js')).toBe(false);
    expect(isSpaCandidate('/health')).toBe(false);
    expect(isSpaCandidate('/healthy-living/')).toBe(true);
  });

  it('strips query and fragment', () => {
    expect(pathnameOf('/events/?a=1#x')).toBe('/events/');
  });
});
