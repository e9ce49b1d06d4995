/**
 * The search ad's click-through link (no zod here, so the listing's card can link it without loading the ads
 * schemas): it counts one click and redirects to the ad's own link.
 */
export const SEARCH_AD_CLICK_PATH = '/events/api/v1/search_ads/{id}/click/';

export function searchAdClickHref(id: number): string {
  return SEARCH_AD_CLICK_PATH.replace('{id}', String(id));
}
