import { shortAddressOf } from '@events/contracts/addresses';
import { useCallback, useRef, useState } from 'react';
import { geocodeVenueAddress } from '../api/geocode-venue-address';
import { getTimeZone } from '../api/get-time-zone';

export type VenuePositionStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'pending' }
  | { readonly state: 'found'; readonly displayName: string }
  | { readonly state: 'failed' };

export type VenueAddress = { street: string; city: string; state: string; postal_code: string; country: string };

export type VenuePositionOptions = {
  /** A new position (geocoded or the pin moved). */
  onPoint: (point: { lat: number; lon: number }) => void;
  /** The zone proposed for the new position. */
  onTimeZone: (timeZone: string) => void;
};

/**
 * The venue's position: the address geocoded through the geocode helper on request, or the pin moved on the map;
 * either way the time zone of the new position is proposed (spec: time zone proposed from the position). An
 * older answer that arrives after a newer request is dropped.
 */
export function useVenuePosition({ onPoint, onTimeZone }: VenuePositionOptions) {
  const [status, setStatus] = useState<VenuePositionStatus>({ state: 'idle' });
  const latest = useRef(0);

  const proposeTimeZone = useCallback(
    async (point: { lat: number; lon: number }, request: number) => {
      try {
        const zone = await getTimeZone(point.lat, point.lon);
        if (request === latest.current) onTimeZone(zone);
      } catch (error) {
        // The zone stays as it was; the user can still choose one.
        console.error('Proposing a time zone failed', error);
      }
    },
    [onTimeZone],
  );

  const geocode = useCallback(
    async (address: VenueAddress) => {
      const request = ++latest.current;
      setStatus({ state: 'pending' });
      try {
        const result = await geocodeVenueAddress(shortAddressOf({ ...address, country: 'US' }), address.country.trim().toUpperCase() || 'US');
        if (request !== latest.current) return;
        const point = { lat: result.latitude, lon: result.longitude };
        onPoint(point);
        setStatus({ state: 'found', displayName: result.displayName });
        await proposeTimeZone(point, request);
      } catch {
        if (request === latest.current) setStatus({ state: 'failed' });
      }
    },
    [onPoint, proposeTimeZone],
  );

  const moveTo = useCallback(
    async (point: { lat: number; lon: number }) => {
      const request = ++latest.current;
      setStatus({ state: 'idle' });
      onPoint(point);
      await proposeTimeZone(point, request);
    },
    [onPoint, proposeTimeZone],
  );

  return { status, geocode, moveTo };
}
