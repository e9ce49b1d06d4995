import { nameWithStatus } from './event-status.js';

describe('nameWithStatus', () => {
  it('puts the status label before the name of an event that does not go ahead as planned', () => {
    expect(nameWithStatus('Jazz Night', 'scheduled')).toBe('Jazz Night');
    expect(nameWithStatus('Jazz Night', 'cancelled')).toBe('Cancelled: Jazz Night');
    expect(nameWithStatus('Jazz Night', 'postponed')).toBe('Postponed: Jazz Night');
    expect(nameWithStatus('Jazz Night', 'moved_online')).toBe('Moved online: Jazz Night');
  });
});
