/**
 * Reference lists of spec sections 3 and 9 that are not tied to one domain module.
 * Values are the wire values; labels are what a person reads.
 */

export type Option<V extends string> = { readonly value: V; readonly label: string };

/** The region's time zone: the calendar days of its rollups, and the dates its pages print. */
export const REGION_TIME_ZONE = 'America/New_York';

export const AGE_GROUPS = [
  { value: 'all_ages', label: 'All Ages' },
  { value: 'baby', label: 'Baby (0–1)' },
  { value: 'toddler', label: 'Toddler (2–4)' },
  { value: 'child', label: 'Child (5–9)' },
  { value: 'preteen', label: 'Preteen (10–12)' },
  { value: 'teen', label: 'Teen (13–17)' },
  { value: 'adult', label: 'Adult (18+)' },
  { value: 'senior', label: 'Senior' },
] as const satisfies readonly Option<string>[];
export type AgeGroup = (typeof AGE_GROUPS)[number]['value'];
export const AGE_GROUP_VALUES = AGE_GROUPS.map((a) => a.value) as [AgeGroup, ...AgeGroup[]];

export const PRICE_TIERS = [
  { value: 'free', label: 'Free' },
  { value: 'low', label: 'Under $25' },
  { value: 'medium', label: '$25–$75' },
  { value: 'high', label: 'Over $75' },
] as const satisfies readonly Option<string>[];
export type PriceTier = (typeof PRICE_TIERS)[number]['value'];
export const PRICE_TIER_VALUES = PRICE_TIERS.map((p) => p.value) as [PriceTier, ...PriceTier[]];

/** How an event takes place; sent to the API as is_in_person / is_online. */
export const EVENT_SETTINGS = ['in_person', 'online', 'hybrid'] as const;
export type EventSetting = (typeof EVENT_SETTINGS)[number];

/** The venue-type search filter: in person, online, or both (null). */
export const VENUE_TYPE_FILTERS = ['in_person', 'online'] as const;
export type VenueTypeFilter = (typeof VENUE_TYPE_FILTERS)[number] | null;

export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const METERS_PER_UNIT: Record<DistanceUnit, number> = { mi: 1609.34, km: 1000 };

/** Radius choices in the user's unit; Global is its own value per unit. */
export const RADIUS_OPTIONS = [5, 10, 25, 50, 100] as const;
export const GLOBAL_RADIUS: Record<DistanceUnit, number> = { mi: 15000, km: 25000 };
export const DEFAULT_RADIUS = { events: 50, venues: 25 } as const;

export const DATE_PRESETS = ['today', 'tomorrow', 'this-weekend', 'next-3', 'next-7', 'next-30', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
/** Named ranges as stored on a saved search (underscored spelling of the presets). */
export const NAMED_DATES = ['today', 'tomorrow', 'this_weekend', 'next_3', 'next_7', 'next_30'] as const;
export type NamedDate = (typeof NAMED_DATES)[number];

export const EVENT_ORDERINGS = [
  { value: 'featured', label: 'Featured' },
  { value: 'dt_next', label: 'Date' },
  { value: 'distance', label: 'Distance' },
  { value: 'price', label: 'Lowest Price' },
  { value: '-price', label: 'Highest Price' },
] as const satisfies readonly Option<string>[];
export type EventOrdering = (typeof EVENT_ORDERINGS)[number]['value'];

export const VENUE_ORDERINGS = [
  { value: 'distance', label: 'Distance' },
  { value: 'name', label: 'Name' },
  { value: '-num_events_future', label: 'Event Count' },
] as const satisfies readonly Option<string>[];
export type VenueOrdering = (typeof VENUE_ORDERINGS)[number]['value'];

export const PAGE_SIZE = 20;
export const PAGINATION_NEIGHBOURS = 2;

export const CLAIM_STATUSES = [
  { value: 'claimed', label: 'Claimed', color: 'yellow' },
  { value: 'new', label: 'New', color: 'platinum' },
  { value: 'verifying', label: 'Verifying', color: 'blue' },
  { value: 'verified', label: 'Verified', color: 'green' },
  { value: 'canceled', label: 'Canceled', color: 'brown' },
  { value: 'rejected', label: 'Rejected', color: 'red' },
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]['value'];
export const DEFAULT_CLAIM_FILTER: readonly ClaimStatus[] = ['claimed', 'new', 'verifying'];

export const SUBSCRIPTION_STATUSES = [
  { value: 'incomplete', color: 'red' },
  { value: 'incomplete_expired', color: 'red' },
  { value: 'trialing', color: 'yellow' },
  { value: 'active', color: 'green' },
  { value: 'past_due', color: 'yellow' },
  { value: 'canceled', color: 'red' },
  { value: 'unpaid', color: 'red' },
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]['value'];

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, hd: 1600 } as const;
