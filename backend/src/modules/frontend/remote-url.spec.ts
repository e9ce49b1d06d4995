import { requestOrigin, resolveRemoteUrl } from './remote-url.js';

describe('requestOrigin', () => {
  it('joins protocol and Host header, port included', () => {
    expect(requestOrigin({ protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(requestOrigin({ protocol: 'https', host: 'events.example.org' })).toBe('https://events.example.org');
  });

  it('drops a default port and lower-cases the host', () => {
    expect(requestOrigin({ protocol: 'https', host: 'Events.Example.org:443' })).toBe('https://events.example.org');
  });

  it('falls back to localhost for a missing or malformed Host header', () => {
    expect(requestOrigin({ protocol: 'http', host: undefined })).toBe('http://localhost');
    expect(requestOrigin({ protocol: 'http', host: 'evil.example/<script>' })).toBe('http://localhost');
  });
});

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
