import { addressWriteSchema, shortAddressOf } from '@events/contracts/addresses';

/** The fields that make up the address text geocoding looks up (the name and the coordinates are not among them). */
export const ADDRESS_FIELDS = ['street', 'city', 'state', 'postal_code', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFieldValues = Readonly<Record<AddressField, string>>;

/** What GET /manage/geocode/ is asked: the address text and the country code. */
export type GeocodeRequest = { readonly q: string; readonly country: string };

const trimmed = (values: AddressFieldValues): AddressFieldValues => ({
  street: values.street.trim(),
  city: values.city.trim(),
  state: values.state.trim(),
  postal_code: values.postal_code.trim(),
  country: values.country.trim().toUpperCase(),
});

/** "12 Main St, Lenox, MA 01240": the parts that are filled, as the card's short address reads (no country: it is sent apart). */
export function addressQueryText(values: AddressFieldValues): string {
  return shortAddressOf({ ...trimmed(values), country: 'US' });
}

/**
 * The address fields the contract's rules reject as they stand (the same rules the server applies on save):
 * city and country required, state required and a valid state or DC for US, the length limits.
 */
export function invalidAddressFields(values: AddressFieldValues): AddressField[] {
  // Name and coordinates are not part of the address text: placeholders keep their rules out of the answer.
  const result = addressWriteSchema.safeParse({ ...values, address_name: 'x', lat: 0, lon: 0 });
  if (result.success) return [];
  const fields = new Set<AddressField>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((ADDRESS_FIELDS as readonly unknown[]).includes(field)) fields.add(field as AddressField);
  }
  return ADDRESS_FIELDS.filter((field) => fields.has(field));
}

/**
 * The geocode request for these values, or null while geocoding must not run (spec section 4, "Address
 * form"): city and country filled, the state too for a US address, and no field errors, neither by the
 * contract's rules nor on the form (`fieldsWithErrors`, e.g. the server's answer to a save).
 */
export function geocodeRequestOf(values: AddressFieldValues, fieldsWithErrors: readonly string[] = []): GeocodeRequest | null {
  const address = trimmed(values);
  if (address.city === '' || address.country === '') return null;
  if (address.country === 'US' && address.state === '') return null;
  if (ADDRESS_FIELDS.some((field) => fieldsWithErrors.includes(field))) return null;
  if (invalidAddressFields(address).length > 0) return null;
  return { q: addressQueryText(address), country: address.country };
}

/** One string per request, so "the address changed" is a string comparison. */
export function geocodeKey(request: GeocodeRequest | null): string | null {
  return request ? `${request.country}|${request.q}` : null;
}
