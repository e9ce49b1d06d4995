import pg from 'pg';
import { percentile } from './http-load.js';
import type { SoakRun } from './soak-load.js';

/** One line of a bench's budget: what was measured against what, and whether it passed. */
export type Verdict = { readonly text: string; readonly ok: boolean };

/** Prints the verdicts under `title` and answers the bench's exit code: 0 when every one passed, else 1. */
export function printBudget(title: string, verdicts: readonly Verdict[]): number {
  console.log(`\n${title}`);
  for (const verdict of verdicts) console.log(`  ${verdict.ok ? 'PASS' : 'FAIL'}  ${verdict.text}`);
  return verdicts.every((verdict) => verdict.ok) ? 0 : 1;
}

/** Prints a soak run's figures (requests, latency of 2xx answers, errors, non-2xx); answers the non-2xx counts. */
export function reportSoakRun(name: string, run: SoakRun, seconds: number): Map<string, number> {
  const ok = run.answers.filter((a) => a.status >= 200 && a.status < 300);
  const sorted = ok.map((a) => a.ms).sort((a, b) => a - b);
  const writes = run.answers.filter((a) => a.kind === 'bookmark' || a.kind === 'saved-search').length;
  const non2xx = new Map<string, number>();
  for (const a of run.answers) if (a.status < 200 || a.status >= 300) non2xx.set(`${a.kind} ${a.status}`, (non2xx.get(`${a.kind} ${a.status}`) ?? 0) + 1);
  const total = run.answers.length + run.errors.length;
  console.log(`  ${name}: ${total} requests in ${seconds} s (${(total / seconds).toFixed(0)} req/s), writes ${((100 * writes) / Math.max(1, run.answers.length)).toFixed(1)} %`);
  console.log(`    latency of 2xx answers: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
  console.log(`    errors (no answer): ${run.errors.length}${run.errors.length > 0 ? ` (${[...new Set(run.errors.map((e) => e.error))].slice(0, 3).join('; ')})` : ''}`);
  console.log(`    non-2xx: ${non2xx.size === 0 ? 'none' : [...non2xx].map(([k, n]) => `${k} x${n}`).join(', ')}`);
  return non2xx;
}

/** Acknowledged writes that the database does not hold. */
export async function missingWrites(url: string, run: SoakRun): Promise<{ savedSearches: number; bookmarks: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const searches = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE id = ANY($1)', [run.savedSearches]);
    const marks = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM saved_events s JOIN unnest($1::int[], $2::int[]) AS w(user_id, event_id)
         ON s.user_id = w.user_id AND s.event_id = w.event_id`,
      [run.bookmarks.map((b) => b.userId), run.bookmarks.map((b) => b.eventId)],
    );
    return { savedSearches: run.savedSearches.length - (searches.rows[0]?.n ?? 0), bookmarks: run.bookmarks.length - (marks.rows[0]?.n ?? 0) };
  } finally {
    await client.end();
  }
}
