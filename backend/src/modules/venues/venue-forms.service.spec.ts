import type { VenueWriteParsed } from '@events/contracts/venue-forms';
import { columnsFor, slugOf } from './venue-forms.service.js';

const PAYLOAD: VenueWriteParsed = {
  name: 'Café Hall',
  name_es: 'Sala Café',
  website: '',
  phone: '',
  email: '',
  description: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">there</a></p>',
  description_es: '<p>Hola <script>alert(1)</script></p>',
  alternate_times: '',
  show_date_time_picker: true,
  show_alternate_times: true,
  open_times: [],
  street: '',
  city: 'Lenox',
  state: 'MA',
  postal_code: '',
  country: 'US',
  lat: 42.35,
  lon: -73.28,
  time_zone: 'America/New_York',
  region: 'Berkshires',
  poi_type: 'cafe',
  wikipedia_url: '',
  facebook_url: '',
  instagram_url: '',
  twitter_url: '',
  osm_type: 'node',
  osm_id: '1',
  wikidata_id: 'Q1',
  notes: 'editor note',
  hide_from_listing: true,
  recertify: true,
};

const KEPT = {
  region: 'Stored region',
  poi_type: 'stored',
  show_date_time_picker: false,
  show_alternate_times: false,
  osm_type: null,
  osm_id: '',
  wikidata_id: '',
  notes: '',
  hide_from_listing: false,
  recertify: false,
} as const;

describe('venue form columns', () => {
  it('makes URL slugs of names, accents and symbols folded', () => {
    expect(slugOf('Café Hall & Bar')).toBe('cafe-hall-bar');
    expect(slugOf('  --  ')).toBe('venue');
    expect(slugOf('x'.repeat(200))).toHaveLength(80);
  });

  it('lets each form type write only its fields, and stores the description sanitised', () => {
    const admin = columnsFor('admin', PAYLOAD, KEPT);
    expect(admin).toMatchObject({ notes: 'editor note', osm_type: 'node', hide_from_listing: true, region: 'Berkshires' });
    expect(admin.description).toBe('<p>Hi <a rel="noopener noreferrer nofollow">there</a></p>');
    expect(admin).toMatchObject({ name_es: 'Sala Café', description_es: '<p>Hola </p>' });
    // A Spanish description the allow-list leaves without visible text is none ('').
    expect(columnsFor('basic', { ...PAYLOAD, description_es: '<p><script>x</script></p>' }, KEPT).description_es).toBe('');
    expect(columnsFor('standard', PAYLOAD, KEPT)).toMatchObject({ ...KEPT, region: 'Berkshires', poi_type: 'cafe', show_date_time_picker: true, show_alternate_times: true });
    expect(columnsFor('basic', PAYLOAD, KEPT)).toMatchObject(KEPT);
    expect('open_times' in columnsFor('admin', PAYLOAD, KEPT)).toBe(false);
  });
});
