/**
 * The numeric id of a detail address (/events/{id}/{slug}/ or /venues/{id}/{slug}/), read from the pathname
 * so it does not depend on the route's parameter names; null when the address has no valid id.
 */
export function detailIdOf(pathname: string, list: 'events' | 'venues'): number | null {
  const match = new RegExp(`^/${list}/(\\d{1,10})(?:/|$)`).exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2147483647 ? id : null;
}

/** The site's name from the shell's title ("Berkshires & Beyond: events and ...") or a detail title ("X | Site"). */
export function siteNameOf(title: string): string {
  const bar = title.lastIndexOf(' | ');
  if (bar !== -1) return title.slice(bar + 3);
  const colon = title.indexOf(': ');
  return colon === -1 ? title : title.slice(0, colon);
}

/** "{name} | {site}" (just the name when the site is unknown). */
export function detailTitle(name: string, currentTitle: string): string {
  const site = siteNameOf(currentTitle);
  return site === '' || site === name ? name : `${name} | ${site}`;
}
