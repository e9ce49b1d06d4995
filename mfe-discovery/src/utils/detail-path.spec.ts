import { detailIdOf, detailTitle, siteNameOf } from './detail-path';

describe('detail paths and titles', () => {
  it('reads the id of a detail address', () => {
    expect(detailIdOf('/events/12/jazz-night/', 'events')).toBe(12);
    expect(detailIdOf('/venues/7/', 'venues')).toBe(7);
    expect(detailIdOf('/events/12/jazz-night/', 'venues')).toBeNull();
    expect(detailIdOf('/events/abc/', 'events')).toBeNull();
    expect(detailIdOf('/events/0/x/', 'events')).toBeNull();
    expect(detailIdOf('/events/99999999999/x/', 'events')).toBeNull();
  });

  it('names the page after the item and the site', () => {
    expect(siteNameOf('Berkshires & Beyond: events and venues')).toBe('Berkshires & Beyond');
    expect(siteNameOf('Jazz Night | Berkshires & Beyond')).toBe('Berkshires & Beyond');
    expect(detailTitle('Jazz Night', 'Berkshires & Beyond: events and venues')).toBe('Jazz Night | Berkshires & Beyond');
    expect(detailTitle('Jazz Night', 'Old Event | Berkshires & Beyond')).toBe('Jazz Night | Berkshires & Beyond');
    expect(detailTitle('Jazz Night', '')).toBe('Jazz Night');
  });
});
