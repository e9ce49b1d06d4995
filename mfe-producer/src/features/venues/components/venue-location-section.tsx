import { ADDRESS_COUNTRIES } from '@events/contracts/us-states';
import { VENUE_LIMITS, type VenueWriteParsed } from '@events/contracts/venue-forms';
import { Button } from '@events/ui/button';
import { messagesOf } from '@events/ui/form-messages';
import { MapView } from '@events/ui/map-view';
import { SelectField } from '@events/ui/select-field';
import { StateField } from '@events/ui/state-field';
import { TextField } from '@events/ui/text-field';
import { SelectOptions, plainOptions } from '@events/ui/select-options';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useCallback } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useVenuePosition } from '../hooks/use-venue-position';
import { coordinateText, pointOf, timeZoneChoices, type VenueFormValues } from '../utils/venue-form-values';

const messages = plainMessages(defineMessages({
  title: { id: 'producer.venueLocation.title', defaultMessage: 'Location' },
  street: { id: 'producer.venueLocation.street', defaultMessage: 'Street' },
  city: { id: 'producer.venueLocation.city', defaultMessage: 'City' },
  state: { id: 'producer.venueLocation.state', defaultMessage: 'State' },
  province: { id: 'producer.venueLocation.province', defaultMessage: 'State / province' },
  postalCode: { id: 'producer.venueLocation.postalCode', defaultMessage: 'Postal code' },
  country: { id: 'producer.venueLocation.country', defaultMessage: 'Country' },
  find: { id: 'producer.venueLocation.find', defaultMessage: 'Find on map' },
  finding: { id: 'producer.venueLocation.finding', defaultMessage: 'Finding the address on the map…' },
  found: { id: 'producer.venueLocation.found', defaultMessage: 'Found: {place}' },
  failed: {
    id: 'producer.venueLocation.failed',
    defaultMessage: 'Geocoding failed for the provided address. Enter the latitude and longitude, or place the pin on the map.',
  },
  latitude: { id: 'producer.venueLocation.latitude', defaultMessage: 'Latitude' },
  longitude: { id: 'producer.venueLocation.longitude', defaultMessage: 'Longitude' },
  mapOf: { id: 'producer.venueLocation.mapOf', defaultMessage: 'Map of {name}' },
  theVenue: { id: 'producer.venueLocation.theVenue', defaultMessage: 'the venue' },
  noMap: {
    id: 'producer.venueLocation.noMap',
    defaultMessage: 'The map shows the venue once it has a position: find the address or type the coordinates.',
  },
  timeZone: { id: 'producer.venueLocation.timeZone', defaultMessage: 'Time zone' },
  timeZoneHelp: { id: 'producer.venueLocation.timeZoneHelp', defaultMessage: "Proposed from the venue's position." },
}));

/** A country's name: the address list's English, Intl's in another language. */
function countryName(intl: IntlShape, country: { code: string; name: string }): string {
  if (intl.locale === 'en') return country.name;
  return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(country.code) ?? country.name;
}

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
  const intl = useAppIntl();
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
      <h2 id="venue-location">{intl.formatMessage(messages.title)}</h2>
      <TextField label={intl.formatMessage(messages.street)} maxLength={VENUE_LIMITS.street} autoComplete="street-address" {...register('street')} errors={messagesOf(errors.street)} />
      <TextField label={intl.formatMessage(messages.city)} maxLength={VENUE_LIMITS.city} autoComplete="address-level2" {...register('city')} errors={messagesOf(errors.city)} />
      <div className="ui-form__row">
        {isUs ? (
          <StateField label={intl.formatMessage(messages.state)} required {...register('state')} errors={messagesOf(errors.state)} />
        ) : (
          <TextField label={intl.formatMessage(messages.province)} {...register('state')} errors={messagesOf(errors.state)} />
        )}
        <TextField label={intl.formatMessage(messages.postalCode)} maxLength={VENUE_LIMITS.postalCode} autoComplete="postal-code" {...register('postal_code')} errors={messagesOf(errors.postal_code)} />
      </div>
      <SelectField label={intl.formatMessage(messages.country)} required {...register('country', { onChange: () => setValue('state', '') })} errors={messagesOf(errors.country)}>
        <SelectOptions options={ADDRESS_COUNTRIES.map((c) => ({ value: c.code, label: countryName(intl, c) }))} />
      </SelectField>
      <div className="venue-form__geocode">
        <Button
          variant="secondary"
          disabled={!canGeocode || position.status.state === 'pending'}
          onClick={() =>
            void position.geocode({ street: text(street), city: text(city), state: text(state), postal_code: text(postalCode), country: text(country) })
          }
        >
          {intl.formatMessage(messages.find)}
        </Button>
        <span role="status" className="venue-form__geocode-status">
          {position.status.state === 'pending' && intl.formatMessage(messages.finding)}
          {position.status.state === 'found' && intl.formatMessage(messages.found, { place: position.status.displayName })}
        </span>
      </div>
      {position.status.state === 'failed' && (
        <p className="ui-form-errors" role="alert">
          {intl.formatMessage(messages.failed)}
        </p>
      )}
      <div className="ui-form__row">
        <TextField label={intl.formatMessage(messages.latitude)} required inputMode="decimal" {...register('lat')} errors={messagesOf(errors.lat)} />
        <TextField label={intl.formatMessage(messages.longitude)} required inputMode="decimal" {...register('lon')} errors={messagesOf(errors.lon)} />
      </div>
      {point ? (
        <MapView
          name="venue-map"
          pins={[{ id: 'venue', lat: point.lat, lon: point.lon }]}
          zoom={VENUE_MAP_ZOOM}
          pinRadius={10}
          keepZoom
          label={intl.formatMessage(messages.mapOf, { name: text(name).trim() || intl.formatMessage(messages.theVenue) })}
          onMove={(p) => void position.moveTo(p)}
        />
      ) : (
        <p className="venue-map venue-map--empty">{intl.formatMessage(messages.noMap)}</p>
      )}
      <SelectField label={intl.formatMessage(messages.timeZone)} required description={intl.formatMessage(messages.timeZoneHelp)} {...register('time_zone')} errors={messagesOf(errors.time_zone)}>
        <SelectOptions options={plainOptions(timeZoneChoices(text(timeZone)))} />
      </SelectField>
    </section>
  );
}
