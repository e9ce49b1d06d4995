import { ADDRESS_CARD_NAME_MAX, ADDRESS_ORDERINGS, ADDRESS_PATHS, type AddressOrdering } from '@events/contracts/addresses';
import { trimText } from '@events/domain/text';

/** The book's sort and page, kept in its URL (`?ordering=-created&page=2`). */
export type AddressBookState = { readonly ordering: AddressOrdering; readonly page: number };

export const DEFAULT_ADDRESS_ORDERING: AddressOrdering = '-updated';

const isOrdering = (value: string | null): value is AddressOrdering => ADDRESS_ORDERINGS.some((o) => o.value === value);

/** Reads the book's URL query; unknown or missing values fall back to Last edited, page 1. */
export function addressBookStateOf(search: URLSearchParams): AddressBookState {
  const ordering = search.get('ordering');
  const page = Number(search.get('page'));
  return {
    ordering: isOrdering(ordering) ? ordering : DEFAULT_ADDRESS_ORDERING,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The book's address for a state; the defaults are left out (`/saved/addresses/` is Last edited, page 1). */
export function addressBookHref(state: AddressBookState): string {
  const params = new URLSearchParams();
  if (state.ordering !== DEFAULT_ADDRESS_ORDERING) params.set('ordering', state.ordering);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${ADDRESS_PATHS.book}?${query}` : ADDRESS_PATHS.book;
}

/** A card's name: cut at 24 characters with an ellipsis (spec "Address book"). */
export function addressCardName(name: string): string {
  return trimText(name, ADDRESS_CARD_NAME_MAX);
}
