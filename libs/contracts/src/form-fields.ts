import { z } from 'zod';
import { dateFieldMessage, httpUrlMessage, numberRangeMessage, textLengthMessage, type DateBounds, type NumberBounds, type TextBounds } from './form-field-rules.js';
import { VALIDATION } from './messages.js';
import { isUsStateCode, type UsStateCode } from './us-states.js';

/**
 * Zod building blocks for the shared field rules (spec public-discovery section 5), so every form schema and the
 * backend that parses the same body give the spec's words: text lengths, http(s) URLs, U.S. states, number ranges
 * and MM/DD/YYYY dates (carried as yyyy-MM-dd).
 */

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

/** Blank text and null are a missing coordinate, not 0 (which coercion would make of them). */
const blankToUndefined = (value: unknown): unknown => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
/** A latitude or longitude typed or geocoded into a form: a number within min..max, required. */
export const coordinate = (min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: VALIDATION.required })
      .refine(Number.isFinite, VALIDATION.required)
      .refine((n) => n >= min && n <= max, VALIDATION.numberBetween(min, max)),
  );
