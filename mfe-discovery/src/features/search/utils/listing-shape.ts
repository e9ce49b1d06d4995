import type { ResponseSchema } from '@events/api-client/client';
import type { EventListing, VenueListing } from '@events/contracts/search';

type Item = Record<string, unknown>;

function isObject(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What every card needs to be keyed and linked: the rest of a card is read as the backend wrote it. */
function isCard(item: unknown): boolean {
  return isObject(item) && Number.isInteger(item.id) && typeof item.name === 'string' && typeof item.absoluteUrl === 'string';
}

function isPagination(value: unknown): boolean {
  return isObject(value) && Number.isInteger(value.curPage) && Number.isInteger(value.totalPages) && Number.isInteger(value.totalItems);
}

/**
 * A cheap check of a listing answer instead of eventListingSchema / venueListingSchema: those would bring zod
 * (~26 KB gz, parsed and run before the first card) onto the listing's first route. The backend builds the
 * answer from the same schemas; this keeps what the page relies on to render (a list of cards with ids and
 * links, and the pagination numbers) and answers "does not have the expected shape" otherwise, as the schema did.
 */
function listingShape<T>(what: string): ResponseSchema<T> {
  return {
    parse(data) {
      if (!isObject(data) || !Array.isArray(data.results) || !data.results.every(isCard) || !isPagination(data.pagination)) {
        throw new TypeError(`Expected a ${what} listing ({results, pagination}).`);
      }
      return data as T;
    },
  };
}

export const eventListingShape = listingShape<EventListing>('events');
export const venueListingShape = listingShape<VenueListing>('venues');
