import { addressParts } from './address-parts.js';

describe('addressParts', () => {
  it('finds ZIP codes anywhere, the last first, ZIP+4 included', () => {
    expect(addressParts('12 Main St, Pittsfield, MA 01201-1234').zips).toEqual(['01201']);
    expect(addressParts('01201').zips).toEqual(['01201']);
    expect(addressParts('10001 Some Road, Lenox MA 01240').zips).toEqual(['01240', '10001']);
    expect(addressParts('call 413-555-12345').zips).toEqual([]);
  });

  it('reads "street, City, ST ZIP" and "City ST" and "City, State, USA"', () => {
    expect(addressParts('12 Main St, Pittsfield, MA 01201').places[0]).toEqual({ city: 'Pittsfield', state: 'MA' });
    expect(addressParts('Pittsfield MA').places[0]).toEqual({ city: 'Pittsfield', state: 'MA' });
    expect(addressParts('north adams, massachusetts, USA').places[0]).toEqual({ city: 'north adams', state: 'massachusetts' });
    expect(addressParts('Albany, New York, United States of America').places[0]).toEqual({ city: 'Albany', state: 'New York' });
  });

  it('offers shorter city readings after longer ones', () => {
    const places = addressParts('70 Kemble St Lenox MA').places;
    const lenox = places.findIndex((p) => p.city === 'Lenox' && p.state === 'MA');
    const longer = places.findIndex((p) => p.city === 'St Lenox' && p.state === 'MA');
    expect(lenox).toBeGreaterThan(longer);
    expect(addressParts('12 Main St Great Barrington, MA').places).toEqual(
      expect.arrayContaining([{ city: 'Great Barrington', state: 'MA' }]),
    );
  });

  it('keeps a lower-case single-spaced copy for town names', () => {
    expect(addressParts('  Downtown   PITTSFIELD ').text).toBe('downtown pittsfield');
  });
});
