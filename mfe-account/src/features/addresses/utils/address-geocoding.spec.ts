import { addressQueryText, geocodeKey, geocodeRequestOf, invalidAddressFields, type AddressFieldValues } from './address-geocoding';

const LENOX: AddressFieldValues = { street: '', city: 'Lenox', state: 'MA', postal_code: '', country: 'US' };

describe('addressQueryText', () => {
  it('joins the filled parts, state and postal code together, without the country', () => {
    expect(addressQueryText({ street: ' 12 Main St ', city: 'Lenox', state: 'MA', postal_code: '01240', country: 'US' })).toBe('12 Main St, Lenox, MA 01240');
    expect(addressQueryText(LENOX)).toBe('Lenox, MA');
    expect(addressQueryText({ street: '', city: 'Montréal', state: 'QC', postal_code: '', country: 'ca' })).toBe('Montréal, QC');
  });
});

describe('geocodeRequestOf', () => {
  it('asks once city, state (US) and country are filled', () => {
    expect(geocodeRequestOf(LENOX)).toEqual({ q: 'Lenox, MA', country: 'US' });
  });

  it('waits for the city and the country', () => {
    expect(geocodeRequestOf({ ...LENOX, city: '  ' })).toBeNull();
    expect(geocodeRequestOf({ ...LENOX, country: '' })).toBeNull();
  });

  it('waits for the state of a US address but not of another country', () => {
    expect(geocodeRequestOf({ ...LENOX, state: '' })).toBeNull();
    expect(geocodeRequestOf({ ...LENOX, city: 'Toronto', state: '', country: 'CA' })).toEqual({ q: 'Toronto', country: 'CA' });
  });

  it('does not run while a field has an error', () => {
    expect(geocodeRequestOf({ ...LENOX, state: 'XX' })).toBeNull();
    expect(geocodeRequestOf({ ...LENOX, postal_code: '0'.repeat(17) })).toBeNull();
    expect(geocodeRequestOf(LENOX, ['city'])).toBeNull();
    // Errors of fields outside the address (the name, the coordinates) do not hold it back.
    expect(geocodeRequestOf(LENOX, ['address_name', 'lat'])).not.toBeNull();
  });

  it('accepts DC and lower-case state codes', () => {
    expect(geocodeRequestOf({ ...LENOX, city: 'Washington', state: 'dc' })).toEqual({ q: 'Washington, dc', country: 'US' });
  });
});

describe('invalidAddressFields', () => {
  it('names the fields the contract rejects', () => {
    expect(invalidAddressFields({ street: '', city: '', state: 'ZZ', postal_code: '', country: 'US' })).toEqual(['city', 'state']);
    expect(invalidAddressFields(LENOX)).toEqual([]);
  });
});

describe('geocodeKey', () => {
  it('changes when the address text or the country changes', () => {
    const a = geocodeKey(geocodeRequestOf(LENOX));
    expect(a).toBe(geocodeKey({ q: 'Lenox, MA', country: 'US' }));
    expect(geocodeKey(geocodeRequestOf({ ...LENOX, street: '1 Elm St' }))).not.toBe(a);
    expect(geocodeKey(null)).toBeNull();
  });
});
