/** Page numbers named by a list answer's `Link` header (spec section 7: next, prev, last). */
export type PageLinks = {
  readonly first?: number;
  readonly prev?: number;
  readonly next?: number;
  readonly last?: number;
};

const RELATIONS = ['first', 'prev', 'next', 'last'] as const;
type Relation = (typeof RELATIONS)[number];

function isRelation(value: string): value is Relation {
  return (RELATIONS as readonly string[]).includes(value);
}

/** The `page` query value of a link target; a link without one points at page 1. */
function pageOf(target: string): number | undefined {
  const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
  const page = new URLSearchParams(query.split('#')[0]).get('page');
  if (page === null) return 1;
  const n = Number(page);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** Parses `<url?page=2>; rel="next", <url?page=9>; rel="last"`; unknown relations and bad entries are ignored. */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: { -readonly [K in Relation]?: number } = {};
  if (!header) return links;
  for (const entry of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(entry);
    if (!match) continue;
    const [, target = '', params = ''] = match;
    const rel = /\brel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1];
    if (!rel) continue;
    const page = pageOf(target);
    if (page === undefined) continue;
    for (const name of rel.trim().split(/\s+/)) {
      if (isRelation(name)) links[name] = page;
    }
  }
  return links;
}

/** `x-total-count` as a number, or null when absent or not a whole number. */
export function parseTotalCount(header: string | null | undefined): number | null {
  if (header === null || header === undefined || header.trim() === '') return null;
  const n = Number(header);
  return Number.isInteger(n) && n >= 0 ? n : null;
}
