/** The venue or event a page of the site shows, read from its path (/venues/{id}/{slug}/, /events/{id}/{slug}/). */
export function pageSubject(path: string): { venueRef: number | null; eventRef: number | null } {
  const match = /^\/(venues|events)\/(\d{1,9})(?:\/|$)/.exec(path);
  if (!match) return { venueRef: null, eventRef: null };
  const id = Number(match[2]);
  return match[1] === 'venues' ? { venueRef: id, eventRef: null } : { venueRef: null, eventRef: id };
}
