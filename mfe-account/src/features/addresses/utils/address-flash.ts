/** The success message a save or deletion hands to the address book through the router's location state. */
export type AddressFlashState = { readonly addressFlash: string };

export function addressFlashState(message: string): AddressFlashState {
  return { addressFlash: message };
}

/** The message carried by a location state, or null. */
export function addressFlashOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Partial<Record<keyof AddressFlashState, unknown>>).addressFlash;
  return typeof value === 'string' && value !== '' ? value : null;
}
