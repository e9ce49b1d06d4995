import { eventTypeFor } from './feed-values.js';

const TYPES = ['Art, Dance & Culture', 'Classes, Workshops & Talks', 'Community', 'Food & Farmers Markets', 'Music', 'Theater'].map((name, i) => ({ id: i + 1, name }));

describe('eventTypeFor', () => {
  it('maps a feed category named like one of ours, then one sharing a word, else Community', () => {
    expect(eventTypeFor(['music'], TYPES)).toBe(5);
    expect(eventTypeFor(['Theatre'], TYPES)).toBe(6);
    expect(eventTypeFor(['Art, Dance and Culture'], TYPES)).toBe(1);
    expect(eventTypeFor(['Workshops', 'Outdoors'], TYPES)).toBe(2);
    expect(eventTypeFor(['Farmers market'], TYPES)).toBe(4);
    expect(eventTypeFor(['Exhibitions'], TYPES)).toBe(3);
    expect(eventTypeFor([], TYPES)).toBe(3);
  });
});
