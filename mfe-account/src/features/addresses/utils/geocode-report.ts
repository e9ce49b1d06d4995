/**
 * The mailto link that reports an incorrect geocode to support (spec section 8, geocoding failure): the
 * address as typed and, when there are any, the coordinates it was given. `supportEmail` comes from the user
 * context (configuration SUPPORT_EMAIL).
 */
export function geocodeReportHref(supportEmail: string, addressText: string, point: { lat: string; lon: string } | null): string {
  const subject = 'Incorrect geocode';
  const lines = [`The address "${addressText}" was not geocoded correctly.`];
  if (point && point.lat.trim() !== '' && point.lon.trim() !== '') lines.push(`Coordinates given: ${point.lat.trim()}, ${point.lon.trim()}`);
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
