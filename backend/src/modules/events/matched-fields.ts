/**
 * What a saved search can match of an event, and whether an edit changed it (issue 25: the alert digest takes an
 * event whose match changed as a candidate again). A search matches an event's keyword vector (its name,
 * description, venue and category: event_search_vector), the filters' fields below, and its days (compared apart,
 * from its occurrences). Nothing else of an edit (links, price notes, the staff flag) can change a search's answer,
 * so it makes no candidate.
 */

/** The matched fields as stored (LOCK_EVENT_SQL); `keywords` is the vector as text. */
export type MatchedFields = {
  readonly keywords: string;
  readonly event_type_id: number;
  readonly venue_id: number;
  readonly is_in_person: boolean;
  readonly is_online: boolean;
  readonly is_global: boolean;
  readonly price: string;
  readonly age_groups: readonly string[];
  readonly status: string;
};

/** The same fields as an edit writes them (EventColumns' names), with the vector its trigger computed. */
export type WrittenMatchedFields = {
  readonly keywords: string;
  readonly eventTypeId: number;
  readonly venueId: number;
  readonly isInPerson: boolean;
  readonly isOnline: boolean;
  readonly isGlobal: boolean;
  readonly price: string;
  readonly ageGroups: readonly string[];
  readonly status: string;
};

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
};

/** True when the written fields differ from the stored ones in anything a saved search matches. */
export function matchedFieldsChanged(stored: MatchedFields, written: WrittenMatchedFields): boolean {
  return (
    stored.keywords !== written.keywords ||
    stored.event_type_id !== written.eventTypeId ||
    stored.venue_id !== written.venueId ||
    stored.is_in_person !== written.isInPerson ||
    stored.is_online !== written.isOnline ||
    stored.is_global !== written.isGlobal ||
    stored.price !== written.price ||
    !sameSet(stored.age_groups, written.ageGroups) ||
    stored.status !== written.status
  );
}
