import type { SearchAd } from '@events/contracts/ads';

/** The columns every read of an ad selects for its card. */
export type AdCardRow = { id: number; title: string; description: string; image: string | null; url: string; button_text: string };

/** An ad as a visitor sees it: the search listing's card, less whether this browser session has seen one yet. */
export type AdCard = Readonly<Omit<SearchAd, 'firstForSession'>>;

/** The card of an ad's row, for the listing's ads and the editors' list alike. */
export function toAdCard(row: AdCardRow): AdCard {
  return { id: row.id, title: row.title, description: row.description, image: row.image, url: row.url, buttonText: row.button_text };
}
