import { adNetworkSchema } from '@events/contracts/ads';
import { adNetworkShape } from './ad-network-shape';

/** The written-out check answers what the contract's schema answers, and refuses what it refuses. */
describe('adNetworkShape', () => {
  const outcome = (parse: (data: unknown) => unknown, data: unknown) => {
    try {
      return { ok: true, value: parse(data) };
    } catch {
      return { ok: false };
    }
  };

  it.each<unknown>([
    { kind: 'house' },
    { kind: 'none' },
    { kind: 'house', extra: 1 },
    { kind: 'adsense', client: 'ca-pub-1234567890123456', slot: '9876543210' },
    { kind: 'adsense', client: 'ca-pub-1', slot: '2', extra: true },
    { kind: 'adsense', client: 'pub-1', slot: '2' },
    { kind: 'adsense', client: 'ca-pub-1', slot: 'x' },
    { kind: 'adsense', client: 'ca-pub-1' },
    { kind: 'adsense' },
    { kind: 'other' },
    {},
    null,
    'house',
  ])('agrees with the schema on %j', (data) => {
    expect(outcome((d) => adNetworkShape.parse(d), data)).toEqual(outcome((d) => adNetworkSchema.parse(d), data));
  });
});
