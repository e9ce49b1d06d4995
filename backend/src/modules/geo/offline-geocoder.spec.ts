import { OfflineGeocoder, usStateCode } from './offline-geocoder.js';

describe('OfflineGeocoder', () => {
  const geocoder = new OfflineGeocoder();
  const us = (address: string) => geocoder.lookup({ address, country: 'US' });

  it('loads the CommonJS zipcodes package from ESM', () => {
    expect(us('01201')).toEqual({ latitude: 42.4531, longitude: -73.2471, displayName: 'Pittsfield, MA 01201' });
  });

  it('prefers a ZIP anywhere in the text over the city', () => {
    expect(us('Somewhere, Lenox, MA 01201')?.displayName).toBe('Pittsfield, MA 01201');
    expect(us('12 Main St, Pittsfield, MA 01201-1234')?.displayName).toBe('Pittsfield, MA 01201');
  });

  it('falls back to city + state when the ZIP is unknown', () => {
    expect(us('Pittsfield, MA 00000')?.displayName).toBe('Pittsfield, MA');
  });

  it('answers city + state, the default towns with their own coordinates', () => {
    expect(us('Pittsfield, MA')).toEqual({ latitude: 42.4501, longitude: -73.2454, displayName: 'Pittsfield, MA' });
    expect(us('north adams massachusetts')).toEqual({ latitude: 42.7009, longitude: -73.1087, displayName: 'North Adams, MA' });
    expect(us('1600 Pennsylvania Ave NW, Washington, DC')?.displayName).toBe('Washington, DC');
    const springfieldIl = us('Springfield, Illinois, USA');
    expect(springfieldIl?.displayName).toBe('Springfield, IL');
    expect(springfieldIl?.latitude).toBeCloseTo(39.8, 0);
  });

  it('reads a street before the city in the same segment', () => {
    expect(us('70 Kemble St Lenox, MA')?.displayName).toBe('Lenox, MA');
    expect(us('12 Main St Great Barrington MA')?.displayName).toBe('Great Barrington, MA');
  });

  it('matches a default town named alone, longest name first', () => {
    expect(us('pittsfield')?.displayName).toBe('Pittsfield, MA');
    expect(us('North Adams')?.displayName).toBe('North Adams, MA');
    expect(us('Adams')?.displayName).toBe('Adams, MA');
    expect(us('Downtown Great Barrington')?.displayName).toBe('Great Barrington, MA');
  });

  it('knows nothing else and no other country', () => {
    expect(us('Nowhere at all')).toBeNull();
    expect(us('Pittsfield, Alaska')).toBeNull();
    expect(us('Springfield, XX')?.displayName).toBe('Springfield, MA');
    expect(us('Toronto, Ontario')).toBeNull();
    expect(geocoder.lookup({ address: 'Pittsfield, MA 01201', country: 'CA' })).toBeNull();
    expect(geocoder.lookup({ address: '10 Downing Street, London', country: 'GB' })).toBeNull();
  });

  it('recognises US states by code or name, not Canadian provinces', () => {
    expect(usStateCode('ma')).toBe('MA');
    expect(usStateCode('New  York')).toBe('NY');
    expect(usStateCode('D.C.')).toBe('DC');
    expect(usStateCode('ON')).toBeUndefined();
    expect(usStateCode('Ontario')).toBeUndefined();
    expect(usStateCode('XX')).toBeUndefined();
  });
});
