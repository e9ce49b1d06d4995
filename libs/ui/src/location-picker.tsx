import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import { locationKey, writeStoredLocation, type SearchLocation } from '@events/domain/search-location';
import { useId, useState, type ChangeEvent } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';
import { useCurrentPosition } from './use-current-position.js';
import { useAddressEntries } from './use-search-preferences.js';
import './location-picker.css';

const messages = defineMessages({
  label: { id: 'ui.locationPicker.label', defaultMessage: 'Location' },
  // CURRENT_LOCATION_LABEL of @events/domain/search-location.
  current: { id: 'ui.locationPicker.current', defaultMessage: 'Current Location' },
  addressBook: { id: 'ui.locationPicker.addressBook', defaultMessage: 'Address Book' },
  savedAddress: { id: 'ui.locationPicker.savedAddress', defaultMessage: 'Saved address' },
  defaults: { id: 'ui.locationPicker.defaults', defaultMessage: 'Default Locations' },
  finding: { id: 'ui.locationPicker.finding', defaultMessage: 'Finding your location…' },
});

export type LocationPickerProps = {
  value: SearchLocation | null;
  /** A new choice (already kept in local storage as the last chosen location). */
  onChange: (location: SearchLocation) => void;
  label?: string;
  className?: string;
};

/**
 * The search location (spec section 4): the current location (asks the browser; its failure shows the spec's
 * message), an address-book entry when signed in, or one of the 21 default towns. The choice is kept in local
 * storage for the next search.
 */
export function LocationPicker({ value, onChange, label, className }: LocationPickerProps) {
  const intl = useAppIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const addresses = useAddressEntries();
  const { locate, locating, error } = useCurrentPosition();
  // While the browser is asked, the select shows "Current Location"; a failure returns to the previous value.
  const [pendingCurrent, setPendingCurrent] = useState(false);

  const choose = (location: SearchLocation) => {
    writeStoredLocation(location);
    onChange(location);
  };

  const onSelect = async (event: ChangeEvent<HTMLSelectElement>) => {
    const key = event.target.value;
    if (key === 'current') {
      setPendingCurrent(true);
      const position = await locate();
      setPendingCurrent(false);
      if (position) choose({ source: 'current', lat: position.lat, lon: position.lon });
      return;
    }
    const [source, rawId = ''] = key.split(':');
    if (source === 'address') {
      const entry = addresses.find((a) => String(a.id) === rawId);
      if (entry) choose({ source: 'address', id: entry.id, lat: entry.lat, lon: entry.lon });
    } else if (source === 'default') {
      const town = DEFAULT_LOCATIONS.find((t) => t.id === rawId);
      if (town) choose({ source: 'default', id: town.id, lat: town.lat, lon: town.lon });
    }
  };

  const selected = pendingCurrent ? 'current' : locationKey(value);
  // An address that is no longer in the book (or not loaded yet) still shows as chosen.
  const unknownAddress = value?.source === 'address' && !addresses.some((a) => a.id === value.id);

  return (
    <div className={['location-picker', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label ?? intl.formatMessage(messages.label)}
      </label>
      <select
        id={id}
        className="ui-field__input location-picker__select"
        value={selected}
        onChange={(event) => void onSelect(event)}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-busy={locating || undefined}
        data-testid="location-select"
      >
        <option value="current">{intl.formatMessage(messages.current)}</option>
        {(addresses.length > 0 || unknownAddress) && (
          <optgroup label={intl.formatMessage(messages.addressBook)}>
            {unknownAddress && value?.source === 'address' && <option value={locationKey(value)}>{intl.formatMessage(messages.savedAddress)}</option>}
            {addresses.map((address) => (
              <option key={address.id} value={`address:${address.id}`}>
                {address.name}
              </option>
            ))}
          </optgroup>
        )}
        <optgroup label={intl.formatMessage(messages.defaults)}>
          {DEFAULT_LOCATIONS.map((town) => (
            <option key={town.id} value={`default:${town.id}`}>
              {town.name}
            </option>
          ))}
        </optgroup>
      </select>
      {locating && (
        <p className="location-picker__status" role="status">
          {intl.formatMessage(messages.finding)}
        </p>
      )}
      {error && (
        <p id={errorId} className="location-picker__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
