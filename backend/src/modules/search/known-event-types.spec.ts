import { KnownEventTypes } from './known-event-types.js';

describe('KnownEventTypes', () => {
  it('asks about an id until the database has found it, and never keeps one it did not find', () => {
    const known = new KnownEventTypes();
    expect(known.unconfirmed([3, 7, 99])).toEqual([3, 7, 99]);
    known.confirm([3, 7, 99], [99]);
    expect(known.unconfirmed([3, 7, 99])).toEqual([99]);
    expect(known.unconfirmed([7, 3])).toEqual([]);
    expect(known.unconfirmed([8])).toEqual([8]);
  });
});
