import { resolveRemoteUrl } from './remote-url.js';

describe('resolveRemoteUrl', () => {
  it('resolves a path against the request origin', () => {
    expect(resolveRemoteUrl('/remotes/mfe-discovery/mf-manifest.json', 'http://localhost:3000')).toBe(
      'http://localhost:3000/remotes/mfe-discovery/mf-manifest.json',
    );
  });

  it('keeps an absolute URL as configured', () => {
    expect(resolveRemoteUrl('https://cdn.example.org/account/mf-manifest.json', 'http://localhost:3000')).toBe(
      'https://cdn.example.org/account/mf-manifest.json',
    );
  });
});
