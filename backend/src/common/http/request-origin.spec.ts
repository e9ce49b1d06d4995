import { requestOrigin } from './request-origin.js';

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
