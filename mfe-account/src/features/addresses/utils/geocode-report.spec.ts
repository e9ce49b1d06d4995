const SUPPORT_EMAIL = 'help@example.org';
import { geocodeReportHref } from './geocode-report';

const bodyOf = (href: string) => decodeURIComponent(href.split('&body=')[1] ?? '');

describe('geocodeReportHref', () => {
  it('mails support with the address that failed', () => {
    const href = geocodeReportHref(SUPPORT_EMAIL, 'Nowhere, MA', null);
    expect(href.startsWith(`mailto:${SUPPORT_EMAIL}?subject=Incorrect%20geocode&body=`)).toBe(true);
    expect(bodyOf(href)).toBe('The address "Nowhere, MA" was not geocoded correctly.');
  });

  it('adds the coordinates when both are given', () => {
    expect(bodyOf(geocodeReportHref(SUPPORT_EMAIL, 'Lenox, MA', { lat: '42.35', lon: '-73.28' }))).toContain('Coordinates given: 42.35, -73.28');
    expect(bodyOf(geocodeReportHref(SUPPORT_EMAIL, 'Lenox, MA', { lat: '42.35', lon: '' }))).not.toContain('Coordinates');
  });
});
