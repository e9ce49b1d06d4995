import { fieldErrorLines, submitErrorsOf } from '@events/api-client/field-errors';
import { useUserContext } from '@events/api-client/use-session';
import {
  ADDRESS_MAP_ZOOM,
  ADDRESS_NAME_MAX,
  ADDRESS_PATHS,
  addressWriteSchema,
  type AddressWrite,
  type AddressWriteParsed,
  type SavedAddress,
} from '@events/contracts/addresses';
import type { GeocodeResult } from '@events/contracts/geo';
import { ADDRESS_COUNTRIES, US_STATES } from '@events/contracts/us-states';
import { Button } from '@events/ui/button';
import { ConfirmDeleteDialog } from '@events/ui/confirm-delete-dialog';
import { FormErrors } from '@events/ui/form-errors';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { MapView } from '@events/ui/map-view';
import { SelectField } from '@events/ui/select-field';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { SelectOptions } from '@events/ui/select-options';
import { useCallback, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { Link, useNavigate } from '@events/router';
import { useDeleteAddress } from '../api/delete-address';
import { useSaveAddress } from '../api/save-address';
import { useAddressGeocoding } from '../hooks/use-address-geocoding';
import { ADDRESS_FIELDS, addressQueryText, geocodeRequestOf, type AddressFieldValues } from '../utils/address-geocoding';
import { addressFlashState } from '../utils/address-flash';
import { geocodeReportHref } from '../utils/geocode-report';
import { deleteItemFailure } from '../../../i18n/shared-messages';
import { addressMessages } from '../utils/address-messages';

/** The form's values as the inputs hold them (coordinates as typed text). */
type AddressFormValues = {
  address_name: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  lat: string;
  lon: string;
};

const FIELD_NAMES = ['address_name', 'street', 'city', 'state', 'postal_code', 'country', 'lat', 'lon'] as const;

const messages = plainMessages(defineMessages({
  name: { id: 'account.addressForm.name', defaultMessage: 'Name' },
  street: { id: 'account.addressForm.street', defaultMessage: 'Street' },
  city: { id: 'account.addressForm.city', defaultMessage: 'City' },
  state: { id: 'account.addressForm.state', defaultMessage: 'State' },
  province: { id: 'account.addressForm.province', defaultMessage: 'State / province' },
  postalCode: { id: 'account.addressForm.postalCode', defaultMessage: 'Postal code' },
  country: { id: 'account.addressForm.country', defaultMessage: 'Country' },
  latitude: { id: 'account.addressForm.latitude', defaultMessage: 'Latitude' },
  longitude: { id: 'account.addressForm.longitude', defaultMessage: 'Longitude' },
  nameLength: { id: 'account.addressForm.nameLength', defaultMessage: '{count} of {max} characters' },
  address: { id: 'account.addressForm.address', defaultMessage: 'Address' },
  selectState: { id: 'account.addressForm.selectState', defaultMessage: 'Select a state' },
  location: { id: 'account.addressForm.location', defaultMessage: 'Location' },
  finding: { id: 'account.addressForm.finding', defaultMessage: 'Finding the address on the map…' },
  found: { id: 'account.addressForm.found', defaultMessage: 'Found: {place}' },
  geocodingFailed: { id: 'account.addressForm.geocodingFailed', defaultMessage: 'Geocoding failed for the provided address.' },
  enterCoordinates: { id: 'account.addressForm.enterCoordinates', defaultMessage: 'Enter the latitude and longitude below.' },
  override: { id: 'account.addressForm.override', defaultMessage: 'Enter coordinates manually' },
  filledIn: { id: 'account.addressForm.filledIn', defaultMessage: 'Filled in from the address.' },
  report: { id: 'account.addressForm.report', defaultMessage: 'Report an incorrect geocode to support' },
  mapOf: { id: 'account.addressForm.mapOf', defaultMessage: 'Map of {name}' },
  theAddress: { id: 'account.addressForm.theAddress', defaultMessage: 'the address' },
  mapEmpty: { id: 'account.addressForm.mapEmpty', defaultMessage: 'The map shows the address once it has coordinates.' },
  fix: { id: 'account.addressForm.fix', defaultMessage: 'Please fix the following:' },
  saving: { id: 'account.addressForm.saving', defaultMessage: 'Saving…' },
  save: { id: 'account.addressForm.save', defaultMessage: 'Save' },
  cancel: { id: 'account.addressForm.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'account.addressForm.delete', defaultMessage: 'Delete' },
}));

/** Field names as the 400 list says them ("Name: This field is required."). */
const FIELD_LABELS = {
  address_name: messages.name,
  street: messages.street,
  city: messages.city,
  state: messages.state,
  postal_code: messages.postalCode,
  country: messages.country,
  lat: messages.latitude,
  lon: messages.longitude,
};

function valuesOf(address: SavedAddress | null): AddressFormValues {
  return {
    address_name: address?.address_name ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postal_code: address?.postal_code ?? '',
    country: address?.country ?? 'US',
    lat: address ? String(address.lat) : '',
    lon: address ? String(address.lon) : '',
  };
}

/** What the inputs hold, as text (the contract's input type leaves coordinates open). */
function textOf(values: Partial<AddressWrite>): AddressFormValues {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return {
    address_name: text(values.address_name),
    street: text(values.street),
    city: text(values.city),
    state: text(values.state),
    postal_code: text(values.postal_code),
    country: text(values.country),
    lat: text(values.lat),
    lon: text(values.lon),
  };
}

const addressFieldsOf = (values: AddressFormValues): AddressFieldValues => ({
  street: values.street,
  city: values.city,
  state: values.state,
  postal_code: values.postal_code,
  country: values.country,
});

function pointOf(lat: string, lon: string): { lat: number; lon: number } | null {
  if (lat.trim() === '' || lon.trim() === '') return null;
  const point = { lat: Number(lat), lon: Number(lon) };
  const valid = Number.isFinite(point.lat) && Number.isFinite(point.lon) && Math.abs(point.lat) <= 90 && Math.abs(point.lon) <= 180;
  return valid ? point : null;
}

/** Six decimals (about 10 cm): what a geocode is shown and saved with. */
const coordinateText = (n: number) => String(Math.round(n * 1e6) / 1e6);

export type AddressFormProps = {
  /** The address being edited; null adds a new one. */
  address: SavedAddress | null;
};

/**
 * Add or edit an address (spec "Address form", sections 4, 5, 8): the contract's rules (the server's too),
 * geocoding one second after the address changes, coordinates typed in on override or after a failed
 * geocode, a map preview, Save / Cancel / Delete (edit only), and the success message on the book.
 */
export function AddressForm({ address }: AddressFormProps) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  const supportEmail = useUserContext()?.supportEmail;
  const save = useSaveAddress();
  const deletion = useDeleteAddress();
  const overrideId = useId();
  const [override, setOverride] = useState(false);
  const [serverLines, setServerLines] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  // The contract's schema reads the inputs' text (coordinates as numeric text), exactly as the server does.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm<AddressWrite, AddressWriteParsed>(addressWriteSchema, valuesOf(address));
  const values = textOf(useWatch({ control }));
  const name = values.address_name;
  const isUs = values.country.toUpperCase() === 'US';

  const fieldsWithErrors = ADDRESS_FIELDS.filter((field) => errors[field]);
  const request = override ? null : geocodeRequestOf(addressFieldsOf(values), fieldsWithErrors);
  const onFound = useCallback(
    (result: GeocodeResult) => {
      setValue('lat', coordinateText(result.latitude), { shouldValidate: true, shouldDirty: true });
      setValue('lon', coordinateText(result.longitude), { shouldValidate: true, shouldDirty: true });
    },
    [setValue],
  );
  const [initialRequest] = useState(() => (address ? geocodeRequestOf(addressFieldsOf(valuesOf(address))) : null));
  const geocoding = useAddressGeocoding(request, { initialRequest, onFound });
  const geocodeFailed = geocoding.state === 'failed' && !override;
  const coordinatesEditable = override || geocoding.state === 'failed';
  const point = pointOf(values.lat, values.lon);

  const onSubmit = handleSubmit(async (body) => {
    setServerLines([]);
    try {
      const saved = await save.mutateAsync({ id: address?.id ?? null, body });
      const message = intl.formatMessage(address ? addressMessages.updated : addressMessages.saved, { item: saved.address_name });
      await navigate(ADDRESS_PATHS.book, { state: addressFlashState(message) });
    } catch (error) {
      const fields = submitErrorsOf(error);
      if (!fields) {
        // Spec section 8: other errors of a save are logged only.
        console.error('Saving the address failed', error);
        return;
      }
      setServerErrors(setError, fields, FIELD_NAMES);
      const labels = Object.fromEntries(Object.entries(FIELD_LABELS).map(([field, label]) => [field, intl.formatMessage(label)]));
      setServerLines(fieldErrorLines(fields, labels));
    }
  });

  const onDelete = async () => {
    if (!address) return;
    try {
      await deletion.mutateAsync(address.id);
      setConfirming(false);
      await navigate(ADDRESS_PATHS.book, { state: addressFlashState(intl.formatMessage(addressMessages.deleted, { item: address.address_name })) });
    } catch (error) {
      setConfirming(false);
      setServerLines([deleteItemFailure(intl, error instanceof Error ? error.message : undefined)]);
    }
  };

  const countryField = register('country', {
    // Spec section 4: the state resets when the country changes.
    onChange: () => setValue('state', '', { shouldValidate: false }),
  });
  const knownCountry = ADDRESS_COUNTRIES.some((c) => c.code === values.country);
  // The countries named in the reader's language (the contract's English names where Intl knows no name).
  const countryNames = new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'none' });
  // Latitude and longitude: typed as text, filled in by the geocoder unless the user types them.
  const coordinateField = (name: 'lat' | 'lon', label: string) => (
    <TextField
      label={label}
      required
      inputMode="decimal"
      readOnly={!coordinatesEditable}
      description={coordinatesEditable ? undefined : intl.formatMessage(messages.filledIn)}
      {...register(name)}
      errors={messagesOf(errors[name])}
    />
  );

  return (
    <form className="ui-form address-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      <TextField
        label={intl.formatMessage(messages.name)}
        required
        maxLength={ADDRESS_NAME_MAX}
        autoComplete="off"
        description={intl.formatMessage(messages.nameLength, { count: Array.from(name).length, max: ADDRESS_NAME_MAX })}
        {...register('address_name')}
        errors={messagesOf(errors.address_name)}
      />
      <fieldset className="address-form__group">
        <legend className="address-form__legend">{intl.formatMessage(messages.address)}</legend>
        <TextField label={intl.formatMessage(messages.street)} autoComplete="street-address" {...register('street')} errors={messagesOf(errors.street)} />
        <TextField label={intl.formatMessage(messages.city)} required autoComplete="address-level2" {...register('city')} errors={messagesOf(errors.city)} />
        <div className="ui-form__row">
          {isUs ? (
            <SelectField label={intl.formatMessage(messages.state)} required {...register('state')} errors={messagesOf(errors.state)}>
              <option value="">{intl.formatMessage(messages.selectState)}</option>
              <SelectOptions options={US_STATES.map((state) => ({ value: state.code, label: state.name }))} />
            </SelectField>
          ) : (
            <TextField label={intl.formatMessage(messages.province)} autoComplete="address-level1" {...register('state')} errors={messagesOf(errors.state)} />
          )}
          <TextField label={intl.formatMessage(messages.postalCode)} autoComplete="postal-code" {...register('postal_code')} errors={messagesOf(errors.postal_code)} />
        </div>
        <SelectField label={intl.formatMessage(messages.country)} required {...countryField} errors={messagesOf(errors.country)}>
          <SelectOptions options={ADDRESS_COUNTRIES.map((country) => ({ value: country.code, label: countryNames.of(country.code) ?? country.name }))} />
          {!knownCountry && values.country && <option value={values.country}>{values.country}</option>}
        </SelectField>
      </fieldset>

      <fieldset className="address-form__group">
        <legend className="address-form__legend">{intl.formatMessage(messages.location)}</legend>
        <div className="address-form__geocode" role="status">
          {geocoding.state === 'pending' && (
            <span className="ui-status">
              <span className="ui-spinner" aria-hidden="true" />
              <span>{intl.formatMessage(messages.finding)}</span>
            </span>
          )}
          {geocoding.state === 'found' && !override && <span>{intl.formatMessage(messages.found, { place: geocoding.result.displayName })}</span>}
        </div>
        {geocodeFailed && (
          <div className="ui-form-errors address-form__geocode-failed" role="alert">
            <p className="ui-form-errors__title">{intl.formatMessage(messages.geocodingFailed)}</p>
            <p>{intl.formatMessage(messages.enterCoordinates)}</p>
          </div>
        )}
        <div className="address-form__override">
          <input id={overrideId} type="checkbox" checked={override} onChange={(event) => setOverride(event.target.checked)} />
          <label htmlFor={overrideId}>{intl.formatMessage(messages.override)}</label>
        </div>
        <div className="ui-form__row">
          {coordinateField('lat', intl.formatMessage(messages.latitude))}
          {coordinateField('lon', intl.formatMessage(messages.longitude))}
        </div>
        {(geocoding.state === 'failed' || override) && supportEmail && (
          <p className="address-form__report">
            <a href={geocodeReportHref(supportEmail, addressQueryText(addressFieldsOf(values)), { lat: values.lat, lon: values.lon })}>
              {intl.formatMessage(messages.report)}
            </a>
          </p>
        )}
        {point ? (
          <MapView
            name="address-map"
            pins={[{ id: 'address', lat: point.lat, lon: point.lon }]}
            zoom={ADDRESS_MAP_ZOOM}
            pinRadius={9}
            label={intl.formatMessage(messages.mapOf, { name: name.trim() || intl.formatMessage(messages.theAddress) })}
          />
        ) : (
          <p className="address-map address-map--empty">{intl.formatMessage(messages.mapEmpty)}</p>
        )}
      </fieldset>

      <FormErrors messages={serverLines} title={intl.formatMessage(messages.fix)} />
      <div className="ui-actions address-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {intl.formatMessage(isSubmitting ? messages.saving : messages.save)}
        </Button>
        <Link to={ADDRESS_PATHS.book} className="ui-button ui-button--secondary">
          {intl.formatMessage(messages.cancel)}
        </Link>
        {address && (
          <Button className="ui-button--danger address-form__delete" onClick={() => setConfirming(true)}>
            {intl.formatMessage(messages.delete)}
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmDeleteDialog
          busy={deletion.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onDelete()}
        />
      )}
    </form>
  );
}
