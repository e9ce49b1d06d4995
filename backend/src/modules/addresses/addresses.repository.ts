import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { countOf } from '../../database/sql-executor.js';
import type { AddressOrdering, AddressWriteParsed } from '@events/contracts/addresses';
import type { z } from 'zod';
import type { addressEntrySchema } from '@events/contracts/auth';
import {
  ADDRESS_ENTRIES_SQL,
  ADDRESS_POINT_SQL,
  COUNT_ADDRESSES_SQL,
  DELETE_ADDRESS_SQL,
  FIND_ADDRESS_SQL,
  INSERT_ADDRESS_SQL,
  LIST_ADDRESSES_BY_CREATED_SQL,
  LIST_ADDRESSES_BY_UPDATED_SQL,
  UPDATE_ADDRESS_SQL,
} from './addresses.queries.js';

export type AddressRecord = {
  readonly id: number;
  readonly address_name: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postal_code: string;
  readonly country: string;
  readonly lat: number;
  readonly lon: number;
  readonly created: Date;
  readonly updated: Date;
};

/** An address as pickers read it: id, name, lat, lon. */
export type AddressEntry = z.infer<typeof addressEntrySchema>;

export type Point = { readonly lat: number; readonly lon: number };

const LIST_SQL: Record<AddressOrdering, string> = {
  '-updated': LIST_ADDRESSES_BY_UPDATED_SQL,
  '-created': LIST_ADDRESSES_BY_CREATED_SQL,
};

function fieldsOf(address: AddressWriteParsed): unknown[] {
  return [address.address_name, address.street, address.city, address.state, address.postal_code, address.country, address.lat, address.lon];
}

@Injectable()
export class AddressesRepository {
  constructor(private readonly db: DatabaseService) {}

  async findPageForUser(userId: number, ordering: AddressOrdering, limit: number, offset: number): Promise<{ items: AddressRecord[]; total: number }> {
    const [items, total] = await Promise.all([
      this.db.query<AddressRecord[]>(LIST_SQL[ordering], [userId, limit, offset]),
      countOf(this.db, COUNT_ADDRESSES_SQL, [userId]),
    ]);
    return { items, total };
  }

  async findOwned(id: number, userId: number): Promise<AddressRecord | undefined> {
    const rows = await this.db.query<AddressRecord[]>(FIND_ADDRESS_SQL, [id, userId]);
    return rows[0];
  }

  /** undefined when the user's book already holds `limit` entries. */
  async insertWithinLimit(userId: number, address: AddressWriteParsed, limit: number): Promise<AddressRecord | undefined> {
    const rows = await this.db.query<AddressRecord[]>(INSERT_ADDRESS_SQL, [userId, ...fieldsOf(address), limit]);
    return rows[0];
  }

  /** undefined when the user has no address with this id. */
  async updateOwned(id: number, userId: number, address: AddressWriteParsed): Promise<AddressRecord | undefined> {
    const rows = await this.db.query<AddressRecord[]>(UPDATE_ADDRESS_SQL, [id, userId, ...fieldsOf(address)]);
    return rows[0];
  }

  /** True when an address was removed. */
  async deleteOwned(id: number, userId: number): Promise<boolean> {
    const rows = await this.db.query<{ removed: boolean }[]>(DELETE_ADDRESS_SQL, [id, userId]);
    return rows[0]?.removed === true;
  }

  async findOwnedPoint(id: number, userId: number): Promise<Point | undefined> {
    const rows = await this.db.query<Point[]>(ADDRESS_POINT_SQL, [id, userId]);
    return rows[0];
  }

  findEntriesForUser(userId: number): Promise<AddressEntry[]> {
    return this.db.query<AddressEntry[]>(ADDRESS_ENTRIES_SQL, [userId]);
  }
}
