import { SUPPORT_EMAIL } from '@events/contracts/addresses';

/**
 * The mailto link that reports an incorrect geocode to support (spec section 8, geocoding failure): the
 * address as typed and, when there are any, the coordinates it was given.
 */
export function geocodeReportHref(addressText: string, point: { lat: string; lon: string } | null): string {
  const subject = 'Incorrect geocode';
  const lines = [`The address "${addressText}" was not geocoded correctly.`];
  if (point && point.lat.trim() !== '' && point.lon.trim() !== '') lines.push(`Coordinates given: ${point.lat.trim()}, ${point.lon.trim()}`);
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
