import { POI_QA_FAR_KM, POI_QA_REASONS, type PoiQaItem, type PoiQaReason } from '@events/contracts/reports';
import { OfflineGeocoder } from '../geo/offline-geocoder.js';
import { timeZoneAt } from '../venues/venue-time-zone.js';
import type { PoiQaVenueRow } from './reports.repository.js';

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

const gazetteer = new OfflineGeocoder();

/** The point of the town the address names (offline gazetteer: city and state, else the ZIP), or null. */
function townPoint(venue: PoiQaVenueRow): { lat: number; lon: number } | null {
  const byTown = venue.city.trim() ? gazetteer.lookup({ address: `${venue.city}, ${venue.state}`, country: venue.country }) : null;
  const found = byTown ?? (venue.postal_code.trim() ? gazetteer.lookup({ address: venue.postal_code, country: venue.country }) : null);
  return found ? { lat: found.latitude, lon: found.longitude } : null;
}

function safeTimeZoneAt(lat: number, lon: number): string | null {
  try {
    return timeZoneAt(lat, lon);
  } catch {
    return null;
  }
}

/** The POI QA reasons of one venue (issue 16), each with what was found; empty when nothing is wrong. */
export function poiQaReasons(venue: PoiQaVenueRow): PoiQaItem['reasons'] {
  const reasons: PoiQaItem['reasons'] = [];
  const add = (code: PoiQaReason, detail: string) => reasons.push({ code, label: POI_QA_REASONS[code], detail });
  // The venues table requires a position; 0, 0 (off the coast of Africa) is how a missing one arrives from imports.
  const positioned = !(venue.lat === 0 && venue.lon === 0);
  if (!positioned) add('no_position', 'Latitude and longitude are 0, 0.');
  if (positioned) {
    const town = townPoint(venue);
    const km = town ? distanceKm(venue, town) : null;
    if (km !== null && km > POI_QA_FAR_KM) add('far_from_town', `${Math.round(km)} km from ${venue.city || venue.postal_code}, ${venue.state}.`);
    const zone = safeTimeZoneAt(venue.lat, venue.lon);
    if (zone !== null && zone !== venue.time_zone) add('time_zone_mismatch', `${venue.time_zone}; the position is in ${zone}.`);
  }
  if (!venue.has_hours) add('no_opening_hours', 'No opening hours entered.');
  if (venue.duplicates) add('likely_duplicate', `Similar: ${venue.duplicates}.`);
  if (!venue.has_upcoming) add('no_upcoming_events', 'No event dates in the next 90 days.');
  if (venue.recertify) add('recertify', 'Recertify is checked.');
  return reasons;
}
