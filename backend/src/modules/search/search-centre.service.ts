import { Injectable } from '@nestjs/common';
import { ADDRESS_MESSAGES } from '@events/contracts/addresses';
import { MAX_ID } from '@events/contracts/lists';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { AddressesError } from '../addresses/addresses.errors.js';
import { AddressesService } from '../addresses/addresses.service.js';

type CentreQuery = { readonly address_id?: number; readonly latitude?: number; readonly longitude?: number };

const unknownAddress = (): RequestValidationError => new RequestValidationError({ address_id: [ADDRESS_MESSAGES.unknownAddress] });

/**
 * `address_id` of the listings: one of the caller's saved addresses as the search centre. Its point replaces any
 * latitude / longitude given with it. Anyone else's, unknown, or given without signing in: 400 `address_id`
 * (a filter that cannot apply, told the same way whoever owns the id).
 */
@Injectable()
export class SearchCentreService {
  constructor(private readonly addresses: AddressesService) {}

  async withAddressPoint<Q extends CentreQuery>(query: Q, user: AuthUser | null): Promise<Q> {
    const addressId = query.address_id;
    if (addressId === undefined) return query;
    if (!user || addressId > MAX_ID) throw unknownAddress();
    try {
      const point = await this.addresses.pointOf(user.id, addressId);
      return { ...query, latitude: point.lat, longitude: point.lon };
    } catch (error) {
      throw error instanceof AddressesError ? unknownAddress() : error;
    }
  }
}
