import { Injectable } from '@nestjs/common';
import type { DistanceUnit } from '@events/contracts/reference';
import type { SubscriptionStatus } from '@events/contracts/reference';
import type { WidgetOrdering, WidgetView } from '@events/contracts/widgets';
import { DatabaseService } from '../../database/database.service.js';
import { countOf } from '../../database/sql-executor.js';
import type { SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import {
  COUNT_WIDGETS_SQL,
  DELETE_WIDGET_SQL,
  INSERT_WIDGET_SQL,
  OWN_SEARCH_EXISTS_SQL,
  OWN_WIDGET_SQL,
  UPDATE_WIDGET_SQL,
  WIDGET_PAGE_SQL,
  WIDGET_PAGE_STATE_SQL,
} from './widgets.queries.js';

/** A calendar's view and controls, as stored. */
export type WidgetSettingsRow = {
  default_view: WidgetView;
  show_views: boolean;
  show_categories: boolean;
  show_subscribe: boolean;
  /** The calendar's language (issue 31), or null: each reader's. */
  language: string | null;
};

/** A calendar as stored, with its saved search's name. */
export type WidgetRow = WidgetSettingsRow & {
  id: number;
  user_id: number;
  title: string;
  search_id: number;
  search_name: string;
  distance_units: DistanceUnit;
  created: Date;
  updated: Date;
};

/** What a producer writes of a calendar. */
export type WidgetWriteRow = Omit<WidgetSettingsRow, 'language'> & { search_id: number; title: string; language?: string | null };

/** The view and controls, then whether the language is given and the language (INSERT_WIDGET_SQL's $4-$9). */
const settingsValues = (w: WidgetWriteRow) => [w.default_view, w.show_views, w.show_categories, w.show_subscribe, w.language !== undefined, w.language ?? null];

/** A calendar's public page state from one statement: its saved search's row with the calendar's columns beside it. */
export type WidgetPageStateRow = SavedSearchRow &
  WidgetSettingsRow & {
  widget_id: number;
  widget_user_id: number;
  widget_title: string;
  widget_updated: Date;
  distance_units: DistanceUnit;
  /** bigint, as text. */
  render_generation: string;
  /** The subscription paying for each venue the owner manages (json: timestamps are ISO strings). */
  subscriptions: { status: SubscriptionStatus; pastDueSince: string | null; updated: string }[];
};

/**
 * The producers' calendars. Ownership is part of every statement: another user's id reads as no row. Writes go
 * through queryNamed, which answers the RETURNING rows themselves (TypeORM answers `[rows, count]` for them).
 */
@Injectable()
export class WidgetsRepository {
  constructor(private readonly db: DatabaseService) {}

  async findOwn(userId: number, id: number): Promise<WidgetRow | undefined> {
    const rows = await this.db.queryNamed<WidgetRow>('widget-own', OWN_WIDGET_SQL, [userId, id]);
    return rows[0];
  }

  /**
   * A calendar with its search, its owner's subscriptions and the render generation, in one round trip. The public
   * widget page's read: it may be a moment stale, so a read replica serves it when there is one.
   */
  async findPageState(id: number): Promise<WidgetPageStateRow | undefined> {
    const rows = await this.db.replicaReads.queryNamed<WidgetPageStateRow>('widget-page-state', WIDGET_PAGE_STATE_SQL, [id]);
    return rows[0];
  }

  findPage(userId: number, ordering: WidgetOrdering, limit: number, offset: number): Promise<WidgetRow[]> {
    return this.db.query<WidgetRow[]>(WIDGET_PAGE_SQL[ordering], [userId, limit, offset]);
  }

  countForUser(userId: number): Promise<number> {
    return countOf(this.db, COUNT_WIDGETS_SQL, [userId]);
  }

  async ownsSearch(userId: number, searchId: number): Promise<boolean> {
    const rows = await this.db.query<{ found: boolean }[]>(OWN_SEARCH_EXISTS_SQL, [userId, searchId]);
    return rows[0]?.found === true;
  }

  /** The new calendar's id; undefined when the search is not the user's. */
  async insert(userId: number, widget: WidgetWriteRow): Promise<number | undefined> {
    const rows = await this.db.queryNamed<{ id: number }>('widget-insert', INSERT_WIDGET_SQL, [userId, widget.search_id, widget.title, ...settingsValues(widget)]);
    return rows[0]?.id;
  }

  /** True when the calendar was the user's and the search is theirs. */
  async update(userId: number, id: number, widget: WidgetWriteRow): Promise<boolean> {
    const rows = await this.db.queryNamed<{ id: number }>('widget-update', UPDATE_WIDGET_SQL, [userId, id, widget.search_id, widget.title, ...settingsValues(widget)]);
    return rows.length > 0;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db.queryNamed<{ id: number }>('widget-delete', DELETE_WIDGET_SQL, [userId, id]);
    return rows.length > 0;
  }
}
