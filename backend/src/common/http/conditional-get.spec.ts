import { weakEtag } from './conditional-get.js';

describe('weakEtag', () => {
  it('is the ETag Express sent for the same body', () => {
    // The first as the Express app sent it; the second the etag package's constant for an empty body.
    expect(weakEtag('{"kind":"house"}')).toBe('W/"10-/DJsRt5LK2AeYjSOiZBoeOJdHVE"');
    expect(weakEtag('')).toBe('W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"');
    expect(weakEtag(Buffer.from('{"kind":"house"}'))).toBe(weakEtag('{"kind":"house"}'));
    expect(weakEtag('é')).toMatch(/^W\/"2-/);
  });
});
