import { z } from 'zod';
import { VALIDATION } from './messages.js';
import { isUsStateCode, type UsStateCode } from './us-states.js';

/**
 * Zod building blocks for the shared field rules (spec public-discovery section 5), so every form schema and the
 * backend that parses the same body give the spec's words: text lengths, http(s) URLs, U.S. states, number ranges
 * and MM/DD/YYYY dates (carried as yyyy-MM-dd).
 */

export type TextBounds = {
  /** Longest accepted text (after trimming); the counter of the field shows "n / max". */
  max?: number;
  /** Shortest accepted text when the field is filled in (a required field needs at least one character anyway). */
  min?: number;
};

/** The spec's message for a text whose length is outside the bounds, or undefined when it fits. */
export function textLengthMessage(length: number, { min, max }: TextBounds): string | undefined {
  const tooShort = min !== undefined && length < min;
  const tooLong = max !== undefined && length > max;
  if (!tooShort && !tooLong) return undefined;
  if (min !== undefined && max !== undefined) return VALIDATION.lengthBetween(min, max);
  return tooShort ? VALIDATION.minLength(min ?? 0) : VALIDATION.maxLength(max ?? 0);
}

function boundedString(bounds: TextBounds, required: boolean) {
  return z
    .string({ error: VALIDATION.required })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: VALIDATION.required });
        return;
      }
      const message = textLengthMessage(value.length, bounds);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** A required text: 'This field is required.' when blank, then the length messages. */
export function requiredText(bounds: TextBounds = {}) {
  return boundedString(bounds, true);
}

/** An optional text: blank or missing is '', otherwise the length messages apply. */
export function optionalText(bounds: TextBounds = {}) {
  return boundedString(bounds, false).default('');
}

const HTTP_SCHEME = /^https?:\/\//i;

/** The spec's message for a URL that is not an absolute http(s) URL, or undefined when it is one. */
export function httpUrlMessage(text: string): string | undefined {
  const value = text.trim();
  if (!HTTP_SCHEME.test(value)) return VALIDATION.urlScheme;
  if (/\s/.test(value)) return VALIDATION.url;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return VALIDATION.url;
  }
  // Like Django's URLValidator: a host name needs a dot (a domain with its top-level part) unless it is localhost.
  const host = url.hostname;
  const isIpV6 = host.startsWith('[');
  if (!isIpV6 && host !== 'localhost' && !/^[^.]+(\.[^.]+)+$/.test(host)) return VALIDATION.url;
  return undefined;
}

function urlString(bounds: TextBounds, required: boolean) {
  return boundedString(bounds, required).superRefine((value, ctx) => {
    if (value === '') return;
    const message = httpUrlMessage(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** A required absolute http(s) URL (spec: 'URL must begin with "http:" or "https:"', otherwise 'Enter a valid URL.'). */
export function requiredHttpUrl(bounds: TextBounds = {}) {
  return urlString(bounds, true);
}

/** An optional absolute http(s) URL: blank or missing is ''. */
export function optionalHttpUrl(bounds: TextBounds = {}) {
  return urlString(bounds, false).default('');
}

/** A U.S. state or DC code, upper-cased ('Enter a valid U.S. state.'). */
export const usStateSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: VALIDATION.required });
    else if (!isUsStateCode(value)) ctx.addIssue({ code: 'custom', message: VALIDATION.usState });
  })
  .transform((code) => code.toUpperCase() as UsStateCode);

export type NumberBounds = { min?: number; max?: number };

/** The spec's message for a number outside the bounds, or undefined when it fits. */
export function numberRangeMessage(value: number, { min, max }: NumberBounds): string | undefined {
  const tooSmall = min !== undefined && value < min;
  const tooLarge = max !== undefined && value > max;
  if (!tooSmall && !tooLarge) return undefined;
  if (min !== undefined && max !== undefined) return VALIDATION.numberBetween(min, max);
  return tooSmall ? VALIDATION.numberMin(min ?? 0) : VALIDATION.numberMax(max ?? 0);
}

export const NUMBER_MESSAGES = {
  number: 'A valid number is required.',
  integer: 'A valid integer is required.',
} as const;

/**
 * A number within the bounds ('Value must be between {min} and {max}.', 'The minimum value is {n}.', 'The
 * maximum value is {n}.'); `integer` refuses fractions. Add `.nullable()` for an optional number.
 */
export function boundedNumber(bounds: NumberBounds & { integer?: boolean } = {}) {
  return z.number({ error: VALIDATION.required }).superRefine((value, ctx) => {
    if (!Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGES.number });
      return;
    }
    if (bounds.integer && !Number.isInteger(value)) {
      ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGES.integer });
      return;
    }
    const message = numberRangeMessage(value, bounds);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
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

/** A required date (yyyy-MM-dd) with the spec's date messages and optional fixed bounds. */
export function requiredDate(bounds: DateBounds = {}) {
  return z
    .string({ error: VALIDATION.required })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: VALIDATION.required });
        return;
      }
      const message = dateFieldMessage(value, bounds);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
