import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGE_SLUGS, contentPagesEndpoints } from '@events/contracts/content-pages';
import { pathOf } from '@events/contracts/endpoint';
import { eventsEndpoints } from '@events/contracts/events';
import { searchEndpoints } from '@events/contracts/search';
import { venuesEndpoints } from '@events/contracts/venues';
import type { SoakTargets } from './soak-load.js';

/**
 * The cluster bench's anonymous mix: what visitors without an account ask for, in a fixed order. One cycle of 20:
 * 6 listings (events and venues, pages 1-3), 5 event pages, 4 venue pages (the events and venues of `targets`, in
 * turn), a content page, the shell's HTML twice and its hashed bundles twice.
 */
export type AnonymousRequest = { readonly path: string; readonly html: boolean };

type Kind = 'listing' | 'event' | 'venue' | 'page' | 'shell' | 'bundle';

const CYCLE: readonly Kind[] = [
  'listing', 'event', 'venue', 'listing', 'event', 'shell', 'venue', 'listing', 'bundle', 'event',
  'listing', 'event', 'venue', 'page', 'event', 'shell', 'venue', 'listing', 'bundle', 'listing',
];

const LISTINGS = [searchEndpoints.events.path, searchEndpoints.venues.path] as const;

/** The hashed files the shell's index.html loads first (its entry script and style sheet). */
export function shellBundles(webRoot: string): string[] {
  const html = readFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/[^"]+\.[0-9a-f]{8,}\.(?:js|css))"/g)].map((match) => match[1] as string);
}

/** `count` requests of the mix over `targets` (details that answer 200) and the shell's `bundles`. */
export function anonymousMix(targets: SoakTargets, bundles: readonly string[], count = 20_000): AnonymousRequest[] {
  const counters = new Map<Kind, number>();
  const next = (kind: Kind): number => {
    const n = counters.get(kind) ?? 0;
    counters.set(kind, n + 1);
    return n;
  };
  return Array.from({ length: count }, (_, i) => {
    const kind = CYCLE[i % CYCLE.length] as Kind;
    const n = next(kind);
    if (kind === 'listing') return { path: `${LISTINGS[n % 2]}?page=${1 + (Math.floor(n / 2) % 3)}`, html: false };
    if (kind === 'event') return { path: pathOf(eventsEndpoints.detail, { id: targets.eventIds[n % targets.eventIds.length] as number }), html: false };
    if (kind === 'venue') return { path: pathOf(venuesEndpoints.detail, { id: targets.venueIds[n % targets.venueIds.length] as number }), html: false };
    if (kind === 'page') return { path: pathOf(contentPagesEndpoints.get, { slug: CONTENT_PAGE_SLUGS[n % CONTENT_PAGE_SLUGS.length] as (typeof CONTENT_PAGE_SLUGS)[number] }), html: false };
    if (kind === 'bundle') return { path: bundles[n % bundles.length] as string, html: false };
    return { path: '/', html: true };
  });
}
