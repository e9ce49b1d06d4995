import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/**
 * Puts axe-core into a frame that lacks it. A page walked in place (a single-page app's own navigation) keeps it
 * between checks: evaluating its 500 kB source took 0.3-0.9 s a time here, and @axe-core/playwright's analyze()
 * evaluated it twice per check (once more in a blank page it opens to finish the run).
 */
async function ensureAxe(frame: Frame): Promise<void> {
  // A frame that goes away meanwhile (a closed pop-up, an embed reloading) has nothing left to check.
  const present = await frame.evaluate('typeof window.axe?.run === "function"').catch(() => true);
  if (!present) await frame.evaluate(axe.source).catch(() => undefined);
}

/** axe-core's violations of the page as it stands, its same-origin frames included. */
export async function axeViolations(page: Page, options: axe.RunOptions = {}): Promise<axe.Result[]> {
  for (const frame of page.frames()) await ensureAxe(frame);
  // Only the violations leave the page: the passes' node lists, which axe collects and the browser would otherwise
  // serialise for every scan, are never read.
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions).then((results) => results.violations),
    { resultTypes: ['violations'], ...options } satisfies axe.RunOptions,
  );
}

/** One line per violation: the rule, its help text and the elements it found. */
export function describeViolations(violations: readonly axe.Result[]): string[] {
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Fails on any serious or critical accessibility violation of the page as it stands. A scan takes about a second, and
 * the page may still be settling after what the user just did: once, on a loaded machine, a scan reported the login
 * form's button, enabled and in its usual colours, below the contrast threshold, and the next scan found nothing. A
 * scan with findings is taken again until the page holds still; a lasting violation still fails, with its findings.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await expect(async () => {
    const violations = await axeViolations(page);
    expect(describeViolations(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);
  }).toPass({ timeout: 10_000 });
}
