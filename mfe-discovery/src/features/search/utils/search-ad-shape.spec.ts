import { searchAdSchema } from '@events/contracts/ads';
import { searchAdShape } from './search-ad-shape';

const AD = { id: 3, title: 'Fair', description: 'Rides', image: null, url: 'https://fair.example/', buttonText: 'Get Tickets', firstForSession: true };

/** The written-out check answers what the contract's schema answers, and refuses what it refuses. */
describe('searchAdShape', () => {
  const parses = (data: unknown) => {
    try {
      return { ok: true, value: searchAdShape.parse(data) };
    } catch {
      return { ok: false };
    }
  };
  const zodParses = (data: unknown) => {
    const result = searchAdSchema.safeParse(data);
    return result.success ? { ok: true, value: result.data } : { ok: false };
  };

  it.each([
    [AD],
    [{ ...AD, image: '/media/ad.jpg', extra: 1 }],
    [{ ...AD, id: 1.5 }],
    [{ ...AD, image: undefined }],
    [{ ...AD, firstForSession: 'true' }],
    [{ detail: 'Not found.' }],
    [null],
  ])('%j', (data) => {
    expect(parses(data)).toEqual(zodParses(data));
  });
});
