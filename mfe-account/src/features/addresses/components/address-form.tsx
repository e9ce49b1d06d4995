import { fieldErrorLines, submitErrorsOf } from '@events/api-client/field-errors';
import { useUserContext } from '@events/api-client/use-session';
import {
  ADDRESS_MAP_ZOOM,
  ADDRESS_MESSAGES,
  ADDRESS_NAME_MAX,
  ADDRESS_PATHS,
  addressWriteSchema,
  type AddressWrite,
  type AddressWriteParsed,
  type SavedAddress,
} from '@events/contracts/addresses';
import type { GeocodeResult } from '@events/contracts/geo';
import { ERRORS } from '@events/contracts/messages';
import { ADDRESS_COUNTRIES, US_STATES } from '@events/contracts/us-states';
import { Button } from '@events/ui/button';
import { ConfirmDeleteDialog } from '@events/ui/confirm-delete-dialog';
import { FormErrors } from '@events/ui/form-errors';
import { MapView } from '@events/ui/map-view';
import { SelectField } from '@events/ui/select-field';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { SelectOptions } from '@events/ui/select-options';
import { useCallback, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from '@events/router';
import { useDeleteAddress } from '../api/delete-address';
import { useSaveAddress } from '../api/save-address';
import { useAddressGeocoding } from '../hooks/use-address-geocoding';
import { ADDRESS_FIELDS, addressQueryText, geocodeRequestOf, type AddressFieldValues } from '../utils/address-geocoding';
import { addressFlashState } from '../utils/address-flash';
import { geocodeReportHref } from '../utils/geocode-report';

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

/** Field names as the 400 list says them ("Name: This field is required."). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  address_name: 'Name',
  street: 'Street',
  city: 'City',
  state: 'State',
  postal_code: 'Postal code',
  country: 'Country',
  lat: 'Latitude',
  lon: 'Longitude',
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
      const message = address ? ADDRESS_MESSAGES.updated(saved.address_name) : ADDRESS_MESSAGES.saved(saved.address_name);
      await navigate(ADDRESS_PATHS.book, { state: addressFlashState(message) });
    } catch (error) {
      const fields = submitErrorsOf(error);
      if (!fields) {
        // Spec section 8: other errors of a save are logged only.
        console.error('Saving the address failed', error);
        return;
      }
      setServerErrors(setError, fields, FIELD_NAMES);
      setServerLines(fieldErrorLines(fields, FIELD_LABELS));
    }
  });

  const onDelete = async () => {
    if (!address) return;
    try {
      await deletion.mutateAsync(address.id);
      setConfirming(false);
      await navigate(ADDRESS_PATHS.book, { state: addressFlashState(ADDRESS_MESSAGES.deleted(address.address_name)) });
    } catch (error) {
      setConfirming(false);
      setServerLines([ERRORS.deleteItem(error instanceof Error ? error.message : undefined)]);
    }
  };

  const countryField = register('country', {
    // Spec section 4: the state resets when the country changes.
    onChange: () => setValue('state', '', { shouldValidate: false }),
  });
  const knownCountry = ADDRESS_COUNTRIES.some((c) => c.code === values.country);
  // Latitude and longitude: typed as text, filled in by the geocoder unless the user types them.
  const coordinateField = (name: 'lat' | 'lon', label: string) => (
    <TextField
      label={label}
      required
      inputMode="decimal"
      readOnly={!coordinatesEditable}
      description={coordinatesEditable ? undefined : 'Filled in from the address.'}
      {...register(name)}
      errors={messagesOf(errors[name])}
    />
  );

  return (
    <form className="ui-form address-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      <TextField
        label="Name"
        required
        maxLength={ADDRESS_NAME_MAX}
        autoComplete="off"
        description={`${Array.from(name).length} of ${ADDRESS_NAME_MAX} characters`}
        {...register('address_name')}
        errors={messagesOf(errors.address_name)}
      />
      <fieldset className="address-form__group">
        <legend className="address-form__legend">Address</legend>
        <TextField label="Street" autoComplete="street-address" {...register('street')} errors={messagesOf(errors.street)} />
        <TextField label="City" required autoComplete="address-level2" {...register('city')} errors={messagesOf(errors.city)} />
        <div className="ui-form__row">
          {isUs ? (
            <SelectField label="State" required {...register('state')} errors={messagesOf(errors.state)}>
              <option value="">Select a state</option>
              <SelectOptions options={US_STATES.map((state) => ({ value: state.code, label: state.name }))} />
            </SelectField>
          ) : (
            <TextField label="State / province" autoComplete="address-level1" {...register('state')} errors={messagesOf(errors.state)} />
          )}
          <TextField label="Postal code" autoComplete="postal-code" {...register('postal_code')} errors={messagesOf(errors.postal_code)} />
        </div>
        <SelectField label="Country" required {...countryField} errors={messagesOf(errors.country)}>
          <SelectOptions options={ADDRESS_COUNTRIES.map((country) => ({ value: country.code, label: country.name }))} />
          {!knownCountry && values.country && <option value={values.country}>{values.country}</option>}
        </SelectField>
      </fieldset>

      <fieldset className="address-form__group">
        <legend className="address-form__legend">Location</legend>
        <div className="address-form__geocode" role="status">
          {geocoding.state === 'pending' && (
            <span className="ui-status">
              <span className="ui-spinner" aria-hidden="true" />
              <span>Finding the address on the map…</span>
            </span>
          )}
          {geocoding.state === 'found' && !override && <span>Found: {geocoding.result.displayName}</span>}
        </div>
        {geocodeFailed && (
          <div className="ui-form-errors address-form__geocode-failed" role="alert">
            <p className="ui-form-errors__title">{ERRORS.geocoding}</p>
            <p>Enter the latitude and longitude below.</p>
          </div>
        )}
        <div className="address-form__override">
          <input id={overrideId} type="checkbox" checked={override} onChange={(event) => setOverride(event.target.checked)} />
          <label htmlFor={overrideId}>Enter coordinates manually</label>
        </div>
        <div className="ui-form__row">
          {coordinateField('lat', 'Latitude')}
          {coordinateField('lon', 'Longitude')}
        </div>
        {(geocoding.state === 'failed' || override) && supportEmail && (
          <p className="address-form__report">
            <a href={geocodeReportHref(supportEmail, addressQueryText(addressFieldsOf(values)), { lat: values.lat, lon: values.lon })}>
              Report an incorrect geocode to support
            </a>
          </p>
        )}
        {point ? (
          <MapView
            name="address-map"
            pins={[{ id: 'address', lat: point.lat, lon: point.lon }]}
            zoom={ADDRESS_MAP_ZOOM}
            pinRadius={9}
            label={`Map of ${name.trim() || 'the address'}`}
          />
        ) : (
          <p className="address-map address-map--empty">The map shows the address once it has coordinates.</p>
        )}
      </fieldset>

      <FormErrors messages={serverLines} title="Please fix the following:" />
      <div className="ui-actions address-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
        <Link to={ADDRESS_PATHS.book} className="ui-button ui-button--secondary">
          Cancel
        </Link>
        {address && (
          <Button className="ui-button--danger address-form__delete" onClick={() => setConfirming(true)}>
            Delete
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
