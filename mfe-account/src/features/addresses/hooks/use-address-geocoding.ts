import { GEOCODE_DEBOUNCE_MS } from '@events/contracts/addresses';
import type { GeocodeResult } from '@events/contracts/geo';
import { useEffect, useRef, useState } from 'react';
import { geocodeAddress } from '../api/geocode-address';
import { geocodeKey, type GeocodeRequest } from '../utils/address-geocoding';

export type GeocodeStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'pending' }
  | { readonly state: 'found'; readonly result: GeocodeResult }
  | { readonly state: 'failed' };

export type AddressGeocodingOptions = {
  /** The request of the address as it was loaded (an edit): not looked up again until the address changes. */
  initialRequest: GeocodeRequest | null;
  /** Called with the point of a successful lookup. */
  onFound: (result: GeocodeResult) => void;
};

/**
 * Geocodes the address GEOCODE_DEBOUNCE_MS (1 s) after its last change (spec section 4): `request` is null
 * while the address is incomplete or has errors, or while the user enters the coordinates by hand. A change
 * during the wait or the call starts the wait again and drops the older answer.
 */
export function useAddressGeocoding(request: GeocodeRequest | null, { initialRequest, onFound }: AddressGeocodingOptions): GeocodeStatus {
  const [status, setStatus] = useState<GeocodeStatus>({ state: 'idle' });
  const lastLookedUp = useRef(geocodeKey(initialRequest));
  const onFoundRef = useRef(onFound);
  useEffect(() => {
    onFoundRef.current = onFound;
  });

  const q = request?.q ?? null;
  const country = request?.country ?? null;
  useEffect(() => {
    if (q === null || country === null) return undefined;
    const key = geocodeKey({ q, country });
    if (key === lastLookedUp.current) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus({ state: 'pending' });
      geocodeAddress({ q, country }, controller.signal).then(
        (result) => {
          lastLookedUp.current = key;
          onFoundRef.current(result);
          setStatus({ state: 'found', result });
        },
        () => {
          if (controller.signal.aborted) return;
          lastLookedUp.current = key;
          setStatus({ state: 'failed' });
        },
      );
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      // An address changed (or left incomplete) during the call: no progress for an answer that is dropped.
      setStatus((current) => (current.state === 'pending' ? { state: 'idle' } : current));
    };
  }, [q, country]);

  return status;
}
