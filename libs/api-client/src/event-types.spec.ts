import { eventTypeListSchema } from '@events/contracts/event-types';
import { eventTypeListShape } from './event-types.js';

/** The written-out check answers what the contract's schema answers, and refuses what it refuses. */
describe('eventTypeListShape', () => {
  const parses = (data: unknown) => {
    try {
      return { ok: true, value: eventTypeListShape.parse(data) };
    } catch {
      return { ok: false };
    }
  };
  const zodParses = (data: unknown) => {
    const result = eventTypeListSchema.safeParse(data);
    return result.success ? { ok: true, value: result.data } : { ok: false };
  };

  it.each([
    [[]],
    [[{ id: 1, name: 'Art, Dance & Culture' }, { id: 2, name: 'Children', extra: true }]],
    [[{ id: 0, name: 'Zero' }]],
    [[{ id: 1.5, name: 'Half' }]],
    [[{ id: '1', name: 'Text id' }]],
    [[{ id: 1 }]],
    [[null]],
    [{ results: [] }],
    ['text'],
  ])('%j', (data) => {
    expect(parses(data)).toEqual(zodParses(data));
  });
});
