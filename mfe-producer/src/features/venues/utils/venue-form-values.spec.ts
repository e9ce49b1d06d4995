import { venueFormSchema, type VenueFormData } from '@events/contracts/venue-forms';
import { emptyVenueValues, venueValuesOf } from './venue-form-values';

describe("the venue form's Spanish name and description (issue 31)", () => {
  it('start empty on a new venue', () => {
    expect(emptyVenueValues()).toMatchObject({ name_es: '', description_es: '' });
  });

  it('load from the saved venue and go into the payload the form sends', () => {
    const saved = {
      ...emptyVenueValues(),
      id: 2,
      absoluteUrl: '/venues/2/colonial-theatre/',
      published: true,
      imagePrimary: null,
      imageThumbnail: null,
      name: 'Colonial Theatre',
      name_es: 'Teatro Colonial',
      description: '<p>A theatre.</p>',
      description_es: '<p>Un teatro.</p>',
      street: '111 South St',
      city: 'Pittsfield',
      state: 'MA',
      postal_code: '01201',
      lat: 42.45,
      lon: -73.25,
      osm_type: null,
    } as unknown as VenueFormData;
    const values = venueValuesOf(saved);
    expect(values).toMatchObject({ name_es: 'Teatro Colonial', description_es: '<p>Un teatro.</p>' });
    const parsed = venueFormSchema('basic').safeParse(values);
    expect(parsed.success && parsed.data).toMatchObject({ name_es: 'Teatro Colonial', description_es: '<p>Un teatro.</p>' });
  });
});
