// List limits without zod: request code on the listing's first route reads them.

/** Largest `page_size` a list accepts. */
export const MAX_PAGE_SIZE = 100;

export const INTEGER_MESSAGE = 'A valid integer is required.';
/** Ids are PostgreSQL `integer`s: anything above this cannot exist and must not reach a query. */
export const MAX_ID = 2147483647;
