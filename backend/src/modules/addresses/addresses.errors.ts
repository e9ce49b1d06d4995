import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

/** address_not_found: no address with this id in the caller's own book (another user's id included). */
export type AddressesErrorCode = 'address_not_found';

const ADDRESSES_ERRORS: Record<AddressesErrorCode, ErrorDefinition> = {
  address_not_found: NOT_FOUND,
};

export class AddressesError extends moduleErrorOf(ADDRESSES_ERRORS) {}
