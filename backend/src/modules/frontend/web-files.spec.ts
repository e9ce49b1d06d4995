import path from 'node:path';
import { builtFileOf, cacheControlFor, isHashedAsset, isSpaCandidate, localRemoteFolder, pathnameOf, remoteLocation } from './web-files.js';

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

  it("finds a URL path's built file in the shell's or a remote's dist, and nothing outside them", () => {
    const root = path.join(path.sep, 'web');
    expect(builtFileOf(root, '/main.3b68e7b8.css')).toBe(path.join(root, 'shell', 'dist', 'main.3b68e7b8.css'));
    expect(builtFileOf(root, '/remotes/mfe-discovery/a%20b.css')).toBe(path.join(root, 'mfe-discovery', 'dist', 'a b.css'));
    expect(builtFileOf(root, '/remotes/not-a-remote/x.css')).toBeNull();
    expect(builtFileOf(root, '/remotes/mfe-discovery/..%2F..%2Fsecret.css')).toBeNull();
    expect(builtFileOf(root, '/../backend/.env')).toBeNull();
    expect(builtFileOf(root, '/%E0%A4%A.css')).toBeNull();
  });

  it('strips query and fragment', () => {
    expect(pathnameOf('/events/?a=1#x')).toBe('/events/');
  });
});

describe('localRemoteFolder', () => {
  const origin = 'https://events.example.org';
  it("names the folder of a manifest this origin serves under the remote's own /remotes/ folder", () => {
    expect(localRemoteFolder(`${origin}/remotes/mfe-discovery/mf-manifest.json?v=2`, origin, 'mfe-discovery')).toBe('/remotes/mfe-discovery/');
  });

  it("is null for another origin, another remote's folder, or a folder below it", () => {
    expect(localRemoteFolder('https://cdn.example.org/remotes/mfe-discovery/mf-manifest.json', origin, 'mfe-discovery')).toBeNull();
    expect(localRemoteFolder(`${origin}/remotes/mfe-account/mf-manifest.json`, origin, 'mfe-discovery')).toBeNull();
    expect(localRemoteFolder(`${origin}/remotes/mfe-discovery/v2/mf-manifest.json`, origin, 'mfe-discovery')).toBeNull();
  });
});

describe('remoteLocation', () => {
  const origin = 'https://events.example.org';
  const webRoot = path.join(path.sep, 'srv', 'web');
  const trusted = ['https://cdn.example.org'];

  it("reads a remote served from this origin's /remotes/ from its dist on this disk", () => {
    const dist = path.join(webRoot, 'mfe-editor', 'dist');
    expect(remoteLocation(webRoot, 'mfe-editor', `${origin}/remotes/mfe-editor/mf-manifest.json`, origin, trusted)).toEqual({
      base: '/remotes/mfe-editor/',
      manifest: path.join(dist, 'mf-manifest.json'),
      files: dist,
    });
  });

  it('reads one served from a trusted origin from there, beside the manifest the registry names', () => {
    expect(remoteLocation(webRoot, 'mfe-editor', 'https://cdn.example.org/editor/v7/mf-manifest.json?v=7', origin, trusted)).toEqual({
      base: 'https://cdn.example.org/editor/v7/',
      manifest: 'https://cdn.example.org/editor/v7/mf-manifest.json?v=7',
      files: 'https://cdn.example.org/editor/v7/',
    });
  });

  it('is null for any other origin', () => {
    expect(remoteLocation(webRoot, 'mfe-editor', 'https://elsewhere.example.org/editor/mf-manifest.json', origin, trusted)).toBeNull();
    expect(remoteLocation(webRoot, 'mfe-editor', 'https://cdn.example.org/editor/mf-manifest.json', origin, [])).toBeNull();
  });
});
