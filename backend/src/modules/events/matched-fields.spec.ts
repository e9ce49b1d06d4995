import { matchedFieldsChanged, type MatchedFields, type WrittenMatchedFields } from './matched-fields.js';

const stored: MatchedFields = {
  keywords: "'jazz':1A 'tuesday':2A",
  event_type_id: 12,
  venue_id: 7,
  is_in_person: true,
  is_online: false,
  is_global: false,
  price: 'low',
  age_groups: ['adult', 'senior'],
  status: 'scheduled',
};
const same: WrittenMatchedFields = {
  keywords: "'jazz':1A 'tuesday':2A",
  eventTypeId: 12,
  venueId: 7,
  isInPerson: true,
  isOnline: false,
  isGlobal: false,
  price: 'low',
  ageGroups: ['senior', 'adult'],
  status: 'scheduled',
};

describe('matchedFieldsChanged', () => {
  it('is false for an edit that leaves everything a search matches as it was (age groups in any order)', () => {
    expect(matchedFieldsChanged(stored, same)).toBe(false);
  });

  it.each<[string, Partial<WrittenMatchedFields>]>([
    ['the keyword vector (name, description, venue or category words)', { keywords: "'jazz':1A 'wednesday':2A" }],
    ['the category', { eventTypeId: 3 }],
    ['the venue', { venueId: 8 }],
    ['the setting', { isOnline: true }],
    ['in person', { isInPerson: false }],
    ['global', { isGlobal: true }],
    ['the price', { price: 'free' }],
    ['the age groups', { ageGroups: ['adult'] }],
    ['cancelled', { status: 'cancelled' }],
  ])('is true when %s changes', (_what, change) => {
    expect(matchedFieldsChanged(stored, { ...same, ...change })).toBe(true);
  });
});
