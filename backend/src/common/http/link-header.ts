/** Pagination links of a list answer (RFC 8288 `Link` header). */
export type PageLinks = { readonly next?: string; readonly prev?: string; readonly last: string };

function keyOf(part: string): string {
  const rawKey = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    return rawKey;
  }
}

/** The same URL (path + query) on another page: every other query parameter is kept as received. */
export function withPage(url: string, page: number): string {
  const cut = url.indexOf('?');
  const path = cut === -1 ? url : url.slice(0, cut);
  const query = cut === -1 ? '' : url.slice(cut + 1).split('#', 1)[0] ?? '';
  const kept = query.split('&').filter((part) => part !== '' && keyOf(part) !== 'page');
  return `${path}?${[...kept, `page=${page}`].join('&')}`;
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageLinks(url: string, page: number, pageSize: number, total: number): PageLinks {
  const last = lastPage(total, pageSize);
  return {
    ...(page < last ? { next: withPage(url, page + 1) } : {}),
    ...(page > 1 ? { prev: withPage(url, Math.min(page - 1, last)) } : {}),
    last: withPage(url, last),
  };
}

/** `<url?page=3>; rel="next", <url?page=1>; rel="prev", <url?page=5>; rel="last"` */
export function formatLinkHeader(links: PageLinks): string {
  const order = ['next', 'prev', 'last'] as const;
  return order
    .filter((rel) => links[rel] !== undefined)
    .map((rel) => `<${links[rel] as string}>; rel="${rel}"`)
    .join(', ');
}
