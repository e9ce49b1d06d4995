import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core's minified build (654 kB): `axe.source` is the unminified one (1.5 MB), which each page that lacks axe
 * parsed and compiled again (a new page, or one reloaded).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into a frame that lacks it. A page walked in place (a single-page app's own navigation) keeps it
 * between checks: evaluating its source took 0.3-0.9 s a time here, and @axe-core/playwright's analyze()
 * evaluated it twice per check (once more in a blank page it opens to finish the run).
 */
async function ensureAxe(frame: Frame): Promise<void> {
  // A frame that goes away meanwhile (a closed pop-up, an embed reloading) has nothing left to check.
  const present = await frame.evaluate('typeof window.axe?.run === "function"').catch(() => true);
  if (!present) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
}

const SERIOUS: readonly (axe.ImpactValue | undefined)[] = ['serious', 'critical'];

/** A rule of axe's audit, as far as this file reads it. */
type AuditRule = { readonly id: string; readonly impact?: axe.ImpactValue; readonly enabled?: boolean; readonly tags: readonly string[] };

/** Tags of the rules a default scan leaves out (axe-core's Audit: tagExclude). */
const TAGS_OFF_BY_DEFAULT = ['experimental', 'deprecated'];

/**
 * The rules of a default scan that report serious or critical violations. Every axe rule declares its impact, and
 * each violation carries its rule's (axe-core's _finalizeRuleResult), so a scan of these alone finds exactly the
 * serious and critical violations a default scan finds. Default scans took 56 of the 298 CPU seconds of the
 * discovery-listings, accounts and producer-events specs here; scans of these 64 rules (with the minified source)
 * took 11. axe lists its rules' impacts only in its audit object (getRules() leaves them out); were that to go, null:
 * a default scan.
 */
const SERIOUS_RULES: readonly string[] | null = (() => {
  const rules = (axe as unknown as { _audit?: { rules?: readonly AuditRule[] } })._audit?.rules;
  const onByDefault = (rule: AuditRule): boolean => rule.enabled !== false && !rule.tags.some((tag) => TAGS_OFF_BY_DEFAULT.includes(tag));
  return rules ? rules.filter((rule) => SERIOUS.includes(rule.impact) && onByDefault(rule)).map((rule) => rule.id) : null;
})();

/** axe-core's violations of the page as it stands, its same-origin frames included. */
async function axeViolations(page: Page, options: axe.RunOptions = {}): Promise<axe.Result[]> {
  for (const frame of page.frames()) await ensureAxe(frame);
  // Only the violations leave the page: the passes' node lists, which axe collects and the browser would otherwise
  // serialise for every scan, are never read.
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions).then((results) => results.violations),
    { resultTypes: ['violations'], ...options } satisfies axe.RunOptions,
  );
}

/**
 * The serious and critical violations of the page as it stands, from a scan of the rules that report them, with the
 * rules `alsoRules` switched on beside them (rules off by default).
 */
export async function seriousA11yViolations(page: Page, alsoRules: readonly string[] = []): Promise<axe.Result[]> {
  const options: axe.RunOptions = SERIOUS_RULES
    ? { runOnly: { type: 'rule', values: [...SERIOUS_RULES, ...alsoRules] } }
    : { rules: Object.fromEntries(alsoRules.map((id) => [id, { enabled: true }])) };
  const violations = await axeViolations(page, options);
  return violations.filter((violation) => SERIOUS.includes(violation.impact ?? undefined) || alsoRules.includes(violation.id));
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
    expect(describeViolations(await seriousA11yViolations(page))).toEqual([]);
  }).toPass({ timeout: 10_000 });
}
