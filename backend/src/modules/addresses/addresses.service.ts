import { Injectable } from '@nestjs/common';
import {
  ADDRESS_MAX_PER_USER,
  ADDRESS_MESSAGES,
  type AddressList,
  type AddressListQuery,
  type AddressWriteParsed,
  type SavedAddress,
  shortAddressOf,
} from '@events/contracts/addresses';
import { paginationFor } from '@events/contracts/lists';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { AddressesError } from './addresses.errors.js';
import { type AddressEntry, type AddressRecord, AddressesRepository, type Point } from './addresses.repository.js';

/** A saved address as the API reads it (spec section 3, "Saved address"). */
export function toSavedAddress(record: AddressRecord): SavedAddress {
  return {
    id: record.id,
    address_name: record.address_name,
    street: record.street,
    city: record.city,
    state: record.state,
    postal_code: record.postal_code,
    country: record.country,
    lat: record.lat,
    lon: record.lon,
    shortAddress: shortAddressOf(record),
    created: record.created.toISOString(),
    updated: record.updated.toISOString(),
    searchName: record.address_name,
  };
}

/**
 * The address book: each user's own saved addresses. Another user's address is indistinguishable from one
 * that does not exist (404, never its data).
 */
@Injectable()
export class AddressesService {
  constructor(private readonly repository: AddressesRepository) {}

  async list(userId: number, query: AddressListQuery): Promise<AddressList> {
    const { items, total } = await this.repository.findPageForUser(userId, query.ordering, query.page_size, (query.page - 1) * query.page_size);
    return { results: items.map(toSavedAddress), pagination: paginationFor(query, total) };
  }

  async get(userId: number, id: number): Promise<SavedAddress> {
    return toSavedAddress(this.found(await this.repository.findOwned(id, userId)));
  }

  /** 400 `nonFieldErrors` when the book already holds ADDRESS_MAX_PER_USER entries. */
  async create(userId: number, address: AddressWriteParsed): Promise<SavedAddress> {
    const created = await this.repository.insertWithinLimit(userId, address, ADDRESS_MAX_PER_USER);
    if (!created) throw new RequestValidationError({ nonFieldErrors: [ADDRESS_MESSAGES.limitReached] });
    return toSavedAddress(created);
  }

  async update(userId: number, id: number, address: AddressWriteParsed): Promise<SavedAddress> {
    return toSavedAddress(this.found(await this.repository.updateOwned(id, userId, address)));
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repository.deleteOwned(id, userId))) throw new AddressesError('address_not_found');
  }

  /** The point of one of the user's addresses (a search centre); AddressesError `address_not_found` otherwise. */
  async pointOf(userId: number, addressId: number): Promise<Point> {
    return this.found(await this.findPoint(userId, addressId));
  }

  /** The point of one of the user's addresses, or undefined when it is not theirs (or does not exist). */
  findPoint(userId: number, addressId: number): Promise<Point | undefined> {
    return this.repository.findOwnedPoint(addressId, userId);
  }

  /** The user's addresses as pickers read them (user context), last edited first. */
  entriesFor(userId: number): Promise<AddressEntry[]> {
    return this.repository.findEntriesForUser(userId);
  }

  private found<T>(value: T | undefined): T {
    if (value === undefined) throw new AddressesError('address_not_found');
    return value;
  }
}
