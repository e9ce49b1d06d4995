import { SUPPORT_EMAIL } from '@events/contracts/addresses';
import { geocodeReportHref } from './geocode-report';

const bodyOf = (href: string) => decodeURIComponent(href.split('&body=')[1] ?? '');

describe('geocodeReportHref', () => {
  it('mails support with the address that failed', () => {
    const href = geocodeReportHref('Nowhere, MA', null);
    expect(href.startsWith(`mailto:${SUPPORT_EMAIL}?subject=Incorrect%20geocode&body=`)).toBe(true);
    expect(bodyOf(href)).toBe('The address "Nowhere, MA" was not geocoded correctly.');
  });

  it('adds the coordinates when both are given', () => {
    expect(bodyOf(geocodeReportHref('Lenox, MA', { lat: '42.35', lon: '-73.28' }))).toContain('Coordinates given: 42.35, -73.28');
    expect(bodyOf(geocodeReportHref('Lenox, MA', { lat: '42.35', lon: '' }))).not.toContain('Coordinates');
  });
});
