import { dateFieldMessage, isoToUsDate } from '@events/contracts/form-field-rules';
import { VALIDATION } from '@events/contracts/messages';

/**
 * The MM/DD/YYYY date field of spec section 5: slashes are inserted while typing, the day (and month) and the
 * year are padded on blur, and the messages are the spec's.
 */

/** Typing help: keeps digits, inserts the slashes after the month and the day ("03142026" -> "03/14/2026"). */
export function autoSlash(raw: string): string {
  // A slash typed after a single digit pads it ("3/" -> "03/").
  const parts = raw.replace(/[^\d/]/g, '').split('/');
  let digits = '';
  parts.forEach((part, index) => {
    const isLast = index === parts.length - 1;
    digits += !isLast && part.length === 1 && index < 2 ? `0${part}` : part;
  });
  digits = digits.slice(0, 8);
  if (digits.length <= 2) return digits.length === 2 && raw.endsWith('/') ? `${digits}/` : digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}${digits.length === 4 && raw.endsWith('/') ? '/' : ''}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** On blur: "3/4/26" -> "03/04/2026" (a two-digit year is taken in this century); anything else is left as typed. */
export function padDate(text: string): string {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return text;
  const [, month = '', day = '', year = ''] = match;
  return `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${year.length === 2 ? `20${year}` : year}`;
}

/** yyyy-MM-dd -> MM/DD/YYYY */
export function isoToUs(iso: string | null): string {
  return iso ? isoToUsDate(iso) : '';
}

export type DateParseResult = { ok: true; iso: string } | { ok: false; message: string };

export type DateLimits = {
  /** yyyy-MM-dd; earlier dates are refused with "Date must not be earlier than {minLabel}". */
  min?: string | null | undefined;
  /** How the minimum is named in the message: "today" (default) or the date. */
  minLabel?: string | undefined;
  max?: string | null | undefined;
};

/** Reads a MM/DD/YYYY field: the ISO date, or the spec's message. */
export function parseUsDate(text: string, limits: DateLimits = {}): DateParseResult {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return { ok: false, message: VALIDATION.dateFormat };
  const [, month = '', day = '', year = ''] = match;
  const iso = `${year}-${month}-${day}`;
  const message = dateFieldMessage(iso, limits);
  return message ? { ok: false, message } : { ok: true, iso };
}

/**
 * What a date field puts in its form on blur: the ISO date when the text reads as one (the bounds are the
 * schema's business), otherwise the text as typed, so the form's schema (requiredDate) names the problem; ''
 * stays ''.
 */
export function dateFieldValue(text: string): string {
  const padded = padDate(text).trim();
  if (padded === '') return '';
  const result = parseUsDate(padded);
  return result.ok ? result.iso : padded;
}

/** What a date field shows for its form value: MM/DD/YYYY for an ISO date, anything else as it is. */
export function dateFieldText(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? isoToUsDate(value) : value;
}
