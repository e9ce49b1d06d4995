import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import {
  ACCOUNTS_BY_ROLE_SQL,
  EDITOR_REPORT_SQL,
  POI_QA_VENUES_SQL,
  SIGNUPS_BY_DAY_SQL,
  SIGNUPS_BY_METHOD_SQL,
  SIGNUPS_BY_WEEK_SQL,
  SUBSCRIPTIONS_SQL,
} from './reports.queries.js';

export type CountRow = { key: string; count: number };
export type RoleCounts = { users: number; producers: number; editors: number; zeditors: number; staff: number; superusers: number };
export type SubscriptionCount = { status: string; plan: string; count: number };

export type EditorReportDbRow = {
  user_id: number;
  username: string;
  claims_started: number;
  claims_accepted: number;
  claims_rejected: number;
  venues_published: number;
  venues_merged: number;
  venues_rejected: number;
  venues_created: number;
  venues_edited: number;
  events_created: number;
  events_edited: number;
  median_seconds: number | null;
};

export type PoiQaVenueRow = {
  id: number;
  name: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  lat: number;
  lon: number;
  time_zone: string;
  recertify: boolean;
  has_hours: boolean;
  has_upcoming: boolean;
  duplicates: string | null;
};

/** The staff reports: they may be a moment stale, so a read replica serves them when there is one. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: DatabaseService) {}

  signupsByDay(start: string, end: string): Promise<CountRow[]> {
    return this.db.replicaReads.query(SIGNUPS_BY_DAY_SQL, [start, end]);
  }

  signupsByWeek(start: string, end: string): Promise<CountRow[]> {
    return this.db.replicaReads.query(SIGNUPS_BY_WEEK_SQL, [start, end]);
  }

  signupsByMethod(start: string, end: string): Promise<CountRow[]> {
    return this.db.replicaReads.query(SIGNUPS_BY_METHOD_SQL, [start, end]);
  }

  async accountsByRole(): Promise<RoleCounts> {
    const rows = await this.db.replicaReads.query<RoleCounts[]>(ACCOUNTS_BY_ROLE_SQL);
    return rows[0] ?? { users: 0, producers: 0, editors: 0, zeditors: 0, staff: 0, superusers: 0 };
  }

  subscriptions(): Promise<SubscriptionCount[]> {
    return this.db.replicaReads.query(SUBSCRIPTIONS_SQL);
  }

  editorActions(start: string, end: string): Promise<EditorReportDbRow[]> {
    return this.db.replicaReads.query(EDITOR_REPORT_SQL, [start, end]);
  }

  poiQaVenues(upcomingDays: number, duplicateMetres: number, now: Date): Promise<PoiQaVenueRow[]> {
    return this.db.replicaReads.query(POI_QA_VENUES_SQL, [upcomingDays, duplicateMetres, now]);
  }
}
