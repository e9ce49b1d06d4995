import { VALIDATION } from './messages.js';

/**
 * The shared field rules of spec public-discovery section 5 as plain functions (no zod, so a first-route bundle
 * may use them): each answers the spec's message for a value that breaks the rule, or undefined. The zod
 * schemas of form-fields.ts are built from them.
 */

export type TextBounds = {
  /** Longest accepted text (after trimming); the counter of the field shows "n / max". */
  max?: number;
  /** Shortest accepted text when the field is filled in (a required field needs at least one character anyway). */
  min?: number;
};

/** How the spec words a value outside its bounds: both bounds, or only the one it crossed. */
type BoundsWording = {
  between: (min: number, max: number) => string;
  min: (min: number) => string;
  max: (max: number) => string;
};

/** The wording's message for a value outside the bounds (the one it crossed, or both when both are set), or undefined when it fits. */
function outOfBoundsMessage(value: number, { min, max }: { min?: number; max?: number }, wording: BoundsWording): string | undefined {
  const below = min !== undefined && value < min;
  const above = max !== undefined && value > max;
  if (!below && !above) return undefined;
  if (min !== undefined && max !== undefined) return wording.between(min, max);
  return below ? wording.min(min ?? 0) : wording.max(max ?? 0);
}

/** The spec's message for a text whose length is outside the bounds, or undefined when it fits. */
export function textLengthMessage(length: number, bounds: TextBounds): string | undefined {
  return outOfBoundsMessage(length, bounds, { between: VALIDATION.lengthBetween, min: VALIDATION.minLength, max: VALIDATION.maxLength });
}

const HTTP_SCHEME = /^https?:\/\//i;

/**
 * An absolute http(s) URL in the manner of Django's URLValidator (no URL global: this file also runs where only
 * ES types are declared): optional user info, then localhost, an IPv4 or [IPv6] address or a domain name with a
 * top-level part, an optional port, then anything without whitespace.
 */
const HTTP_URL =
  /^https?:\/\/(?:[^\s:@/]+(?::[^\s@/]*)?@)?(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\]|(?:[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,63}\.?)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** The spec's message for a URL that is not an absolute http(s) URL, or undefined when it is one. */
export function httpUrlMessage(text: string): string | undefined {
  const value = text.trim();
  if (!HTTP_SCHEME.test(value)) return VALIDATION.urlScheme;
  return HTTP_URL.test(value) ? undefined : VALIDATION.url;
}

export type NumberBounds = { min?: number; max?: number };

/** The spec's message for a number outside the bounds, or undefined when it fits. */
export function numberRangeMessage(value: number, bounds: NumberBounds): string | undefined {
  return outOfBoundsMessage(value, bounds, { between: VALIDATION.numberBetween, min: VALIDATION.numberMin, max: VALIDATION.numberMax });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** yyyy-MM-dd -> MM/DD/YYYY, how the date field shows a date and how the limit messages name it. */
export function isoToUsDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  return `${match[2]}/${match[3]}/${match[1]}`;
}

function isRealDate(iso: string): boolean {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === iso;
}

export type DateBounds = {
  /** yyyy-MM-dd; earlier dates get 'Date must not be earlier than {minLabel}'. */
  min?: string | null | undefined;
  /** How the minimum is named: 'today' (the default) or the date as MM/DD/YYYY. */
  minLabel?: string | undefined;
  /** yyyy-MM-dd; later dates get 'Date must not be later than MM/DD/YYYY'. */
  max?: string | null | undefined;
};

/**
 * The spec's message for a date field's value, or undefined when it is a date within the bounds. The value is
 * yyyy-MM-dd once the field has read a date; the DateField keeps text it could not read (MM/DD/YYYY of a
 * day that does not exist, or anything else) so the schema names the problem.
 */
export function dateFieldMessage(value: string, bounds: DateBounds = {}): string | undefined {
  if (US_DATE.test(value)) return VALIDATION.date;
  if (!ISO_DATE.test(value)) return VALIDATION.dateFormat;
  if (!isRealDate(value)) return VALIDATION.date;
  if (bounds.min && value < bounds.min) return VALIDATION.dateNotBefore(bounds.minLabel ?? 'today');
  if (bounds.max && value > bounds.max) return VALIDATION.dateNotAfter(isoToUsDate(bounds.max));
  return undefined;
}
