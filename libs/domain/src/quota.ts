/**
 * A producer's active-event quota per venue (spec sections 4, 6, 9): the bar's level and its words. `null`
 * means the venue's plan sets no limit.
 */
export type Quota = { readonly used: number; readonly allowed: number; readonly canAdd: boolean };

export type QuotaLevel = 'normal' | 'warning' | 'full' | 'unlimited';

/** The share from which the bar warns, and the one at which it is full. */
export const QUOTA_WARNING_RATIO = 0.5;
export const QUOTA_FULL_RATIO = 1;

/** Normal below 50 %, warning from 50 %, full at 100 % (an allowance of 0 is full at once). */
export function quotaLevel(quota: Quota | null): QuotaLevel {
  if (quota === null) return 'unlimited';
  const ratio = quotaRatio(quota);
  if (ratio >= QUOTA_FULL_RATIO) return 'full';
  return ratio >= QUOTA_WARNING_RATIO ? 'warning' : 'normal';
}

/** The used share, 0 to 1 (capped: a plan lowered below its venue's events still reads full). */
export function quotaRatio(quota: Quota): number {
  if (quota.allowed <= 0) return 1;
  return Math.min(Math.max(quota.used / quota.allowed, 0), 1);
}

/** "{used} of {n} active event(s)" or "No event limit". */
export function quotaText(quota: Quota | null): string {
  return quota === null ? 'No event limit' : `${quota.used} of ${quota.allowed} active event(s)`;
}

/** Add Event is disabled when every quota has canAdd false (no quotas at all: an editor, never blocked). */
export function canAddAnyEvent(quotas: readonly { readonly quota: Quota | null }[]): boolean {
  return quotas.length === 0 || quotas.some((q) => q.quota === null || q.quota.canAdd);
}
