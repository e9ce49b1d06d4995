/**
 * The addresses of an event's and a venue's page (`/events/{id}/{slug}/`, `/venues/{id}/{slug}/`): what cards, the
 * sitemap, mails and the editor desk link to.
 */
export function eventAbsoluteUrl(id: number, slug: string): string {
  return `/events/${id}/${slug}/`;
}

export function venueAbsoluteUrl(id: number, slug: string): string {
  return `/venues/${id}/${slug}/`;
}

/**
 * A venue's ActivityPub actor (`/ap/venues/{id}`, issue 33): what its page links as its ActivityStreams alternate,
 * and where WebFinger points for its handle.
 */
export function venueActorPath(id: number): string {
  return `/ap/venues/${id}`;
}
