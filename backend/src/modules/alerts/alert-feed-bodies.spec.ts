import { FeedBodies } from './alert-feed-bodies.js';

describe('FeedBodies', () => {
  it('makes a body once per ETag', () => {
    const bodies = new FeedBodies(100);
    let made = 0;
    const make = () => {
      made++;
      return 'BEGIN:VCALENDAR';
    };
    expect(bodies.get('"a"', make)).toBe('BEGIN:VCALENDAR');
    expect(bodies.get('"a"', make)).toBe('BEGIN:VCALENDAR');
    expect(made).toBe(1);
  });

  it('drops the least recently used bodies beyond its size', () => {
    const bodies = new FeedBodies(10);
    bodies.get('"a"', () => 'aaaa');
    bodies.get('"b"', () => 'bbbb');
    bodies.get('"a"', () => 'never');
    bodies.get('"c"', () => 'cccc');
    expect(bodies.get('"a"', () => 'new a')).toBe('aaaa');
    expect(bodies.get('"b"', () => 'new b')).toBe('new b');
  });
});
