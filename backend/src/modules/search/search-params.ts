import type { DateRange, SearchArea } from './search-criteria.js';

/** The parameters of a listing statement: values never enter the text, they are numbered placeholders with casts. */

/** Local days are UTC-12..UTC+14: every instant of local day d lies in [d 00:00Z - 14 h, d+1 00:00Z + 12 h). */
export function instantBounds(range: DateRange): { from: string; to: string } {
  const from = new Date(Date.parse(`${range.start}T00:00:00Z`) - 14 * 3_600_000).toISOString();
  const to = new Date(Date.parse(`${range.end}T00:00:00Z`) + 36 * 3_600_000).toISOString();
  return { from, to };
}

/** Collects parameter values; `add` returns the placeholder with its cast. */
export class Params {
  readonly values: unknown[];

  /** Numbering continues after `values` (a statement built on another). */
  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

export type BuiltQuery = { readonly text: string; readonly values: unknown[] };

/**
 * Placeholders of a listing's range: its first and last local day and, when it starts today, `upcomingAt` (the
 * Clock's instant), before which an occurrence that has ended no longer counts (first-in-range.queries.ts).
 */
export type RangeParams = { readonly start: string; readonly end: string; readonly upcomingAt: string | null };

/** Placeholders of the search point's unit vector. */
export type Point = { readonly ux: string; readonly uy: string; readonly uz: string };

export function pointParams(area: SearchArea, p: Params): Point {
  return { ux: p.add(area.ux, 'float8'), uy: p.add(area.uy, 'float8'), uz: p.add(area.uz, 'float8') };
}

/** The search point's parameters, added on first use (a statement may not use them: unused ones have no type). */
export function lazyPoint(area: SearchArea | null, p: Params): () => Point | null {
  let point: Point | undefined;
  return () => (area === null ? null : (point ??= pointParams(area, p)));
}
