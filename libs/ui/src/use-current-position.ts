import { ERRORS } from '@events/contracts/messages';
import { useCallback, useRef, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  // The spec's ERRORS.geolocation (@events/contracts/messages); libs/ui's catalogue is under every app's, so a screen
  // that asks requestCurrentPosition itself formats this one (GEOLOCATION_ERROR_MESSAGE).
  geolocation: {
    id: 'ui.currentPosition.error',
    defaultMessage: 'Error retrieving location. Make sure you have enabled location services in your browser’s settings.',
  },
});

/** Spec section 7: the browser position with a 5 s timeout and a 15-minute cache age. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 5000, maximumAge: 15 * 60 * 1000, enableHighAccuracy: false };

export type Coordinates = { lat: number; lon: number };

/** Asks the browser for its position; rejects with the spec's message on any failure (denied, timeout, none). */
export function requestCurrentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(ERRORS.geolocation));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      () => reject(new Error(ERRORS.geolocation)),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** The failure's message ("Error retrieving location. …"), for useAppIntl().formatMessage. */
export const GEOLOCATION_ERROR_MESSAGE = messages.geolocation;

export type CurrentPosition = {
  /** Resolves with the position, or null after a failure (the error, in the reader's language, is then set). */
  locate: () => Promise<Coordinates | null>;
  locating: boolean;
  error: string | null;
  clearError: () => void;
};

/** The "current location" choice: asks the browser and keeps the failure message to show. */
export function useCurrentPosition(): CurrentPosition {
  const intl = useAppIntl();
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sequence = useRef(0);
  const locate = useCallback(async () => {
    const mine = ++sequence.current;
    setLocating(true);
    setError(null);
    try {
      const position = await requestCurrentPosition();
      return mine === sequence.current ? position : null;
    } catch {
      if (mine === sequence.current) setError(intl.formatMessage(messages.geolocation));
      return null;
    } finally {
      if (mine === sequence.current) setLocating(false);
    }
  }, [intl]);
  const clearError = useCallback(() => setError(null), []);
  return { locate, locating, error, clearError };
}
