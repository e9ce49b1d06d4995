import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import {
  ADD_VENUE_MANAGER_SQL,
  MANAGED_VENUES_SQL,
  MANAGES_EVENT_SQL,
  MANAGES_VENUE_SQL,
  SHOWCASE_VENUES_SQL,
  VENUES_FOR_DEMO_PRODUCER_SQL,
} from './producers.queries.js';

export type ManagedVenueRecord = { readonly id: number; readonly name: string; readonly isBillingContact: boolean; readonly upcomingEvents: number };

@Injectable()
export class ProducersRepository {
  constructor(private readonly db: DatabaseService) {}

  async findManagedVenues(userId: number, now: Date): Promise<ManagedVenueRecord[]> {
    const rows = await this.db.query<{ id: number; name: string; is_billing_contact: boolean; upcoming_events: number }[]>(MANAGED_VENUES_SQL, [
      userId,
      now,
    ]);
    return rows.map((row) => ({ id: row.id, name: row.name, isBillingContact: row.is_billing_contact, upcomingEvents: row.upcoming_events }));
  }

  async addVenueManager(userId: number, venueId: number, isBillingContact: boolean, manager?: SqlExecutor): Promise<void> {
    await (manager ?? this.db).query(ADD_VENUE_MANAGER_SQL, [userId, venueId, isBillingContact]);
  }

  findVenuesForDemoProducer(count: number, manager?: SqlExecutor): Promise<{ id: number; name: string }[]> {
    return (manager ?? this.db).query<{ id: number; name: string }[]>(VENUES_FOR_DEMO_PRODUCER_SQL, [count]);
  }

  findShowcaseVenues(allowance: number, now: Date, manager?: SqlExecutor): Promise<{ id: number; name: string }[]> {
    return (manager ?? this.db).query<{ id: number; name: string }[]>(SHOWCASE_VENUES_SQL, [allowance, now]);
  }

  async managesVenue(userId: number, venueId: number, manager?: SqlExecutor): Promise<boolean> {
    const rows = await (manager ?? this.db).query<unknown[]>(MANAGES_VENUE_SQL, [userId, venueId]);
    return rows.length > 0;
  }

  async managesEvent(userId: number, eventId: number, manager?: SqlExecutor): Promise<boolean> {
    const rows = await (manager ?? this.db).query<unknown[]>(MANAGES_EVENT_SQL, [userId, eventId]);
    return rows.length > 0;
  }
}
