import { ADDRESS_COUNTRIES } from '@events/contracts/us-states';
import { ERRORS } from '@events/contracts/messages';
import { VENUE_LIMITS, type VenueWriteParsed } from '@events/contracts/venue-forms';
import { Button } from '@events/ui/button';
import { messagesOf } from '@events/ui/form-messages';
import { MapView } from '@events/ui/map-view';
import { SelectField } from '@events/ui/select-field';
import { StateField } from '@events/ui/state-field';
import { TextField } from '@events/ui/text-field';
import { SelectOptions, plainOptions } from '@events/ui/select-options';
import { useCallback } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useVenuePosition } from '../hooks/use-venue-position';
import { coordinateText, pointOf, timeZoneChoices, type VenueFormValues } from '../utils/venue-form-values';

/** The venue map's zoom: close enough to put the pin on the right building. */
const VENUE_MAP_ZOOM = 16;

export type VenueLocationSectionProps = {
  control: Control<VenueFormValues, unknown, VenueWriteParsed>;
  register: UseFormRegister<VenueFormValues>;
  setValue: UseFormSetValue<VenueFormValues>;
  errors: FieldErrors<VenueFormValues>;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/**
 * The Location section: the address, "Find on map" through the geocode helper, the coordinates (typed, geocoded
 * or from the pin the user drags on the map) and the time zone proposed for the position.
 */
export function VenueLocationSection({ control, register, setValue, errors }: VenueLocationSectionProps) {
  const [street, city, state, postalCode, country, lat, lon, timeZone, name] = useWatch({
    control,
    name: ['street', 'city', 'state', 'postal_code', 'country', 'lat', 'lon', 'time_zone', 'name'],
  });
  const isUs = text(country).toUpperCase() === 'US';
  const point = pointOf(lat, lon);

  const onPoint = useCallback(
    (p: { lat: number; lon: number }) => {
      setValue('lat', coordinateText(p.lat), { shouldValidate: true, shouldDirty: true });
      setValue('lon', coordinateText(p.lon), { shouldValidate: true, shouldDirty: true });
    },
    [setValue],
  );
  const onTimeZone = useCallback((zone: string) => setValue('time_zone', zone, { shouldValidate: true, shouldDirty: true }), [setValue]);
  const position = useVenuePosition({ onPoint, onTimeZone });
  const canGeocode = text(city).trim() !== '' || text(postalCode).trim() !== '';

  return (
    <section className="venue-form__section" aria-labelledby="venue-location">
      <h2 id="venue-location">Location</h2>
      <TextField label="Street" maxLength={VENUE_LIMITS.street} autoComplete="street-address" {...register('street')} errors={messagesOf(errors.street)} />
      <TextField label="City" maxLength={VENUE_LIMITS.city} autoComplete="address-level2" {...register('city')} errors={messagesOf(errors.city)} />
      <div className="ui-form__row">
        {isUs ? (
          <StateField label="State" required {...register('state')} errors={messagesOf(errors.state)} />
        ) : (
          <TextField label="State / province" {...register('state')} errors={messagesOf(errors.state)} />
        )}
        <TextField label="Postal code" maxLength={VENUE_LIMITS.postalCode} autoComplete="postal-code" {...register('postal_code')} errors={messagesOf(errors.postal_code)} />
      </div>
      <SelectField label="Country" required {...register('country', { onChange: () => setValue('state', '') })} errors={messagesOf(errors.country)}>
        <SelectOptions options={ADDRESS_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))} />
      </SelectField>
      <div className="venue-form__geocode">
        <Button
          variant="secondary"
          disabled={!canGeocode || position.status.state === 'pending'}
          onClick={() =>
            void position.geocode({ street: text(street), city: text(city), state: text(state), postal_code: text(postalCode), country: text(country) })
          }
        >
          Find on map
        </Button>
        <span role="status" className="venue-form__geocode-status">
          {position.status.state === 'pending' && 'Finding the address on the map…'}
          {position.status.state === 'found' && `Found: ${position.status.displayName}`}
        </span>
      </div>
      {position.status.state === 'failed' && (
        <p className="ui-form-errors" role="alert">
          {ERRORS.geocoding} Enter the latitude and longitude, or place the pin on the map.
        </p>
      )}
      <div className="ui-form__row">
        <TextField label="Latitude" required inputMode="decimal" {...register('lat')} errors={messagesOf(errors.lat)} />
        <TextField label="Longitude" required inputMode="decimal" {...register('lon')} errors={messagesOf(errors.lon)} />
      </div>
      {point ? (
        <MapView
          name="venue-map"
          pins={[{ id: 'venue', lat: point.lat, lon: point.lon }]}
          zoom={VENUE_MAP_ZOOM}
          pinRadius={10}
          keepZoom
          label={`Map of ${text(name).trim() || 'the venue'}`}
          onMove={(p) => void position.moveTo(p)}
        />
      ) : (
        <p className="venue-map venue-map--empty">The map shows the venue once it has a position: find the address or type the coordinates.</p>
      )}
      <SelectField label="Time zone" required description="Proposed from the venue's position." {...register('time_zone')} errors={messagesOf(errors.time_zone)}>
        <SelectOptions options={plainOptions(timeZoneChoices(text(timeZone)))} />
      </SelectField>
    </section>
  );
}
