import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { ADDRESS_MESSAGES } from '@events/contracts/addresses';
import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import { paginationFor } from '@events/contracts/lists';
import { VALIDATION } from '@events/contracts/messages';
import type { EventCard } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';
import {
  CURRENT_LOCATION,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchListQuery,
  type SavedSearchResults,
  type SavedSearchResultsQuery,
  type savedSearchCreateSchema,
  type savedSearchPatchSchema,
} from '@events/contracts/saved-searches';
import { eventSearchQuerySchema, type EventSearchQuery } from '@events/contracts/search';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { pageOffset } from '../../common/http/page-offset.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { AddressesService } from '../addresses/addresses.service.js';
import { todayIn, type EventCandidates } from '../search/search-criteria.js';
import { SearchService } from '../search/search.service.js';
import { listingPointOf, listingQueryOf, toResultItem, toSavedSearch, upcomingRange, type SavedSearchRow } from './saved-search.read-model.js';
import { SavedSearchesError } from './saved-searches.errors.js';
import { SavedSearchesRepository, type SavedSearchValues } from './saved-searches.repository.js';

/**
 * Answers the events of a listing by its key (the listing query and the candidates, as JSON: equal keys, equal
 * listings while the catalogue does not change), running `list` when it has no answer.
 */
export type ListingCache = (key: string, list: () => Promise<EventCard[]>) => Promise<EventCard[]>;

/**
 * Of the candidate events, those whose keywords match the to_tsquery text `keyword` (SearchService.keywordOf); null
 * when it does not narrow them (the alert digest: see runKeywordMatches).
 */
export type KeywordMatches = (keyword: string) => Promise<ReadonlySet<number> | null>;

export type SavedSearchCreateInput = z.output<typeof savedSearchCreateSchema>;
export type SavedSearchPatchInput = z.output<typeof savedSearchPatchSchema>;

const choiceMessage = (value: string | number) => `Select a valid choice. ${value} is not one of the available choices.`;

/** The write fields -> the stored columns (age_group, price and event_types are stored in the plural). */
function valuesOf(input: SavedSearchPatchInput): Partial<SavedSearchValues> {
  const out: { -readonly [K in keyof SavedSearchValues]?: SavedSearchValues[K] } = {};
  if (input.search_name !== undefined) out.search_name = input.search_name;
  if (input.radius !== undefined) out.radius = input.radius;
  if (input.pretty_date !== undefined) out.pretty_date = input.pretty_date;
  if (input.named_date !== undefined) out.named_date = input.named_date;
  if (input.date_start !== undefined) out.date_start = input.date_start;
  if (input.date_end !== undefined) out.date_end = input.date_end;
  if (input.keyword !== undefined) out.keyword = input.keyword;
  if (input.event_setting !== undefined) out.event_setting = input.event_setting;
  if (input.age_group !== undefined) out.age_groups = [...new Set(input.age_group)];
  if (input.price !== undefined) out.prices = [...new Set(input.price)];
  if (input.event_types !== undefined) out.event_type_ids = [...new Set(input.event_types)];
  if (input.is_active !== undefined) out.is_active = input.is_active;
  if (input.default_loc_id !== undefined) out.default_loc_id = input.default_loc_id;
  if (input.address_id !== undefined) out.address_id = input.address_id;
  return out;
}

function storedValuesOf(row: SavedSearchRow): SavedSearchValues {
  return {
    search_name: row.search_name,
    radius: row.radius === null ? null : Number(row.radius),
    pretty_date: row.pretty_date,
    named_date: row.named_date,
    date_start: row.date_start,
    date_end: row.date_end,
    keyword: row.keyword,
    event_setting: row.event_setting,
    age_groups: row.age_groups,
    prices: row.prices,
    event_type_ids: row.event_type_ids,
    is_active: row.is_active,
    default_loc_id: row.default_loc_id,
    address_id: row.address?.id ?? null,
  };
}

/**
 * Saved searches of the signed-in user: only the owner sees or changes one (another user's id is "Not found.").
 * A search's location is one of the user's own addresses, a default town, 'current' (the browser's) or none;
 * its event types must exist. Results run the events listing (the search module) over the search's criteria.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly repository: SavedSearchesRepository,
    private readonly search: SearchService,
    private readonly addresses: AddressesService,
    private readonly clock: Clock,
  ) {}

  async list(userId: number, query: SavedSearchListQuery, now: Date = this.clock.now()): Promise<SavedSearchList> {
    const [rows, total] = await Promise.all([
      this.repository.findPage(userId, query.ordering, query.page_size, pageOffset(query)),
      this.repository.countForUser(userId),
    ]);
    const today = todayIn(undefined, now);
    return { results: rows.map((row) => toSavedSearch(row, today)), pagination: paginationFor(query, total) };
  }

  async get(userId: number, id: number, now: Date = this.clock.now()): Promise<SavedSearch> {
    return toSavedSearch(await this.findOwn(userId, id), todayIn(undefined, now));
  }

  /** (id, searchName) of each of the user's searches, for the user context. */
  async namesFor(userId: number): Promise<{ id: number; searchName: string }[]> {
    const rows = await this.repository.findNames(userId);
    return rows.map((row) => ({ id: row.id, searchName: row.search_name }));
  }

  async create(userId: number, input: SavedSearchCreateInput): Promise<SavedSearch> {
    if ((await this.repository.countForUser(userId)) >= MAX_SAVED_SEARCHES) {
      throw new RequestValidationError({ nonFieldErrors: [SAVED_SEARCH_MESSAGES.tooMany] });
    }
    const values = valuesOf(input) as SavedSearchValues;
    await this.checkReferences(userId, values);
    const id = await this.repository.insert(userId, values, this.clock.now());
    return this.get(userId, id);
  }

  /**
   * Changes the given fields (a rename sends only search_name); the merged search is checked as a whole, and
   * `updated` moves to now.
   */
  async update(userId: number, id: number, patch: SavedSearchPatchInput): Promise<SavedSearch> {
    const current = await this.findOwn(userId, id);
    const changes = valuesOf(patch);
    // Choosing one kind of location drops the other kind that was stored.
    const dropped = {
      ...(changes.address_id != null && changes.default_loc_id === undefined ? { default_loc_id: '' } : {}),
      ...(changes.default_loc_id !== undefined && changes.default_loc_id !== '' && changes.address_id === undefined ? { address_id: null } : {}),
    };
    const values: SavedSearchValues = { ...storedValuesOf(current), ...changes, ...dropped };
    if (values.date_start !== null && values.date_end !== null && values.date_end < values.date_start) {
      throw new RequestValidationError({ date_end: [VALIDATION.dateNotBefore(values.date_start)] });
    }
    await this.checkReferences(userId, values);
    if (!(await this.repository.update(userId, id, values, this.clock.now()))) throw new SavedSearchesError('search_not_found');
    return this.get(userId, id);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repository.delete(userId, id))) throw new SavedSearchesError('search_not_found');
  }

  /**
   * The events of the search from today on for the export (see upcomingEvents). A search on the browser's location
   * uses the latitude / longitude given, else the first default town.
   */
  async results(userId: number, id: number, query: SavedSearchResultsQuery, origin: string, now: Date = this.clock.now()): Promise<SavedSearchResults> {
    const row = await this.findOwn(userId, id);
    const units = await this.repository.findDistanceUnits(userId);
    const browserPoint = query.latitude !== undefined && query.longitude !== undefined ? { lat: query.latitude, lon: query.longitude } : undefined;
    const cards = await this.upcomingEvents(row, { units, count: query.count, browserPoint }, now);
    return { results: cards.map((card) => toResultItem(card, origin)) };
  }

  /**
   * The events of a search from today on (its dates, cut to start today; without dates up to the longest range
   * a listing allows), soonest first, at most `count`: through the events listing itself, so the export, the
   * alert mails and the feeds match exactly what the listing shows. A search on the browser's location uses
   * `browserPoint`, else the first default town.
   */
  async upcomingEvents(
    row: SavedSearchRow,
    options: {
      readonly units: DistanceUnit;
      readonly count: number;
      readonly browserPoint?: { lat: number; lon: number };
      /** Only these events (the alert digest's new ones): see SearchService.listEvents. */
      readonly candidates?: EventCandidates;
      /** Answers a listing asked for again from an earlier answer (the alert digest's run: see ListingCache). */
      readonly cache?: ListingCache;
      /** Without `candidates`: a keyword matching at most this many events lists through them (SearchService.keywordCandidates). */
      readonly keywordFirst?: number;
      /** With `candidates`: only those matching the keyword go through the listing (every event it names matches it). */
      readonly keywordMatches?: KeywordMatches;
    },
    now: Date = this.clock.now(),
  ): Promise<EventCard[]> {
    const range = upcomingRange(row, todayIn(undefined, now));
    if (range === null) return [];
    const listingQuery = parseWith(
      eventSearchQuerySchema,
      listingQueryOf(row, { point: listingPointOf(row, options.browserPoint), dates: range, units: options.units, page: 1, pageSize: options.count }),
    );
    const candidates = options.candidates
      ? await this.matchingCandidates(listingQuery, options.candidates, options.keywordMatches)
      : options.keywordFirst === undefined
        ? undefined
        : ((await this.search.keywordCandidates(listingQuery, options.keywordFirst, now)) ?? undefined);
    const list = async () => (await this.search.listEvents(listingQuery, now, candidates)).results;
    return options.cache ? options.cache(JSON.stringify([listingQuery, candidates ?? null]), list) : list();
  }

  /** The candidates, less those `keywordMatches` says the listing's keyword does not match. */
  private async matchingCandidates(query: EventSearchQuery, candidates: EventCandidates, keywordMatches?: KeywordMatches): Promise<EventCandidates> {
    const keyword = keywordMatches ? this.search.keywordOf(query) : null;
    const matches = keyword === null || keywordMatches === undefined ? null : await keywordMatches(keyword);
    return matches === null ? candidates : { ...candidates, eventIds: candidates.eventIds.filter((id) => matches.has(id)) };
  }

  /** A new secret for the search's feeds: its old calendar and RSS addresses answer 404 from now on. */
  async revokeFeed(userId: number, id: number): Promise<SavedSearch> {
    if (!(await this.repository.revokeFeedToken(userId, id))) throw new SavedSearchesError('search_not_found');
    return this.get(userId, id);
  }

  /** The user's saved search as its row (what the alerts and feeds read); search_not_found for another's. */
  async findOwn(userId: number, id: number): Promise<SavedSearchRow> {
    const row = await this.repository.findOwn(userId, id);
    if (row === undefined) throw new SavedSearchesError('search_not_found');
    return row;
  }

  /** 400 unless the address is the user's own, the default location is known and every event type exists. */
  private async checkReferences(userId: number, values: SavedSearchValues): Promise<void> {
    const errors: Record<string, string[]> = {};
    const [ownAddress, unknownTypes] = await Promise.all([
      values.address_id === null ? Promise.resolve(undefined) : this.addresses.findPoint(userId, values.address_id),
      this.repository.findUnknownEventTypeIds(values.event_type_ids),
    ]);
    if (values.address_id !== null && ownAddress === undefined) errors.address_id = [ADDRESS_MESSAGES.unknownAddress];
    const loc = values.default_loc_id;
    if (loc !== '' && loc !== CURRENT_LOCATION && !DEFAULT_LOCATIONS.some((town) => town.id === loc)) {
      errors.default_loc_id = [choiceMessage(loc)];
    } else if (loc !== '' && values.address_id !== null) {
      errors.default_loc_id = [SAVED_SEARCH_MESSAGES.oneLocation];
    }
    if (unknownTypes.length > 0) errors.event_types = unknownTypes.map(choiceMessage);
    if (Object.keys(errors).length > 0) throw new RequestValidationError(errors);
  }
}
