import { createIntl } from '@events/api-client/intl';
import { groupMarkers, groupName, type MapMarker } from './marker-groups';

const theatre = { id: 7, name: 'Colonial Theatre' };
const at = (id: number, lat: number, lon: number, venue?: MapMarker['venue']): MapMarker => ({
  id,
  lat,
  lon,
  label: `Event ${id}`,
  href: `/events/${id}/event-${id}/`,
  ...(venue ? { venue } : {}),
});

describe('groupMarkers', () => {
  it('makes one marker of the results at one venue, in their order', () => {
    const groups = groupMarkers([at(1, 42.45, -73.25, theatre), at(2, 42.3, -73.2), at(3, 42.45, -73.25, theatre)]);
    expect(groups.map((g) => g.key)).toEqual(['venue:7', 'at:42.3,-73.2']);
    expect(groups[0]?.markers.map((m) => m.id)).toEqual([1, 3]);
    expect(groups[0]).toMatchObject({ lat: 42.45, lon: -73.25, venueName: 'Colonial Theatre' });
    expect(groups[1]).toMatchObject({ venueName: null });
  });

  it('groups by venue id even when the points differ, and keeps two venues at one point apart', () => {
    const other = { id: 8, name: 'Colonial Theatre Annex' };
    const groups = groupMarkers([at(1, 42.45, -73.25, theatre), at(2, 42.4501, -73.2501, theatre), at(3, 42.45, -73.25, other)]);
    expect(groups.map((g) => [g.key, g.markers.length])).toEqual([
      ['venue:7', 2],
      ['venue:8', 1],
    ]);
  });

  it('groups results without a venue by identical coordinates only', () => {
    const groups = groupMarkers([at(1, 42.45, -73.25), at(2, 42.45, -73.25), at(3, 42.45, -73.2500001)]);
    expect(groups.map((g) => g.markers.map((m) => m.id))).toEqual([[1, 2], [3]]);
  });

  it('leaves out results without finite coordinates, and gives nothing for nothing', () => {
    expect(groupMarkers([at(1, Number.NaN, -73.25, theatre), at(2, 42.45, Number.POSITIVE_INFINITY)])).toEqual([]);
    expect(groupMarkers([])).toEqual([]);
  });
});

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('groupName', () => {
  it("is a single result's own name", () => {
    const [group] = groupMarkers([at(1, 42.45, -73.25, theatre)]);
    expect(group && groupName(intl, group, 'events')).toBe('Event 1');
  });

  it('counts the results at the venue, or at the point without one', () => {
    const [venue] = groupMarkers([at(1, 42.45, -73.25, theatre), at(2, 42.45, -73.25, theatre), at(3, 42.45, -73.25, theatre)]);
    expect(venue && groupName(intl, venue, 'events')).toBe('3 events at Colonial Theatre');
    const [point] = groupMarkers([at(1, 42.45, -73.25), at(2, 42.45, -73.25)]);
    expect(point && groupName(intl, point, 'venues')).toBe('2 venues here');
  });
});
