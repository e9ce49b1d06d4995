import { eventWriteSchema, type EventWrite, type EventWriteParsed } from '@events/contracts/event-forms';
import { VALIDATION } from '@events/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import type { DateEntryValue, EventFormValues } from './event-form-values';
import { seriesProblems, type EntryErrors } from './series-problems';

/** What the checks beyond the schema need: today in the venue's zone, and the saved start (edit). */
export type EventFormContext = { today: string; savedDateStart: string | null };

/** The earliest first date of an entry: today, or its own saved date when that is past (spec section 5). */
export function entryMinDate(entry: Pick<DateEntryValue, 'savedStart'>, today: string): string {
  return entry.savedStart !== null && entry.savedStart < today ? entry.savedStart : today;
}

/** Each entry's own problems (its fields show them once the entry was changed or the form submitted). */
export function entryProblems(values: Pick<EventFormValues, 'dates'>, today: string): EntryErrors[] {
  return values.dates.map((entry) => seriesProblems(entry.series, entryMinDate(entry, today), today));
}

const schemaResolver = zodResolver(eventWriteSchema);

/**
 * The contract's schema (what the server parses with), then what needs the venue's day: first dates not before
 * today (saved past dates may stay), each entry's rule complete. An entry's problems block the submit through
 * an error on its date_recur; the entry editor shows them on its own fields.
 */
export const eventFormResolver: Resolver<EventFormValues, EventFormContext, EventWriteParsed> = async (values, context, options) => {
  const result = await schemaResolver(values as unknown as EventWrite, context, options as unknown as ResolverOptions<EventWrite>);
  const today = context?.today ?? new Date().toISOString().slice(0, 10);
  const errors = { ...result.errors } as Record<string, unknown>;
  let failed = Object.keys(errors).length > 0;

  if (values.use_poi_times) {
    const savedStart = context?.savedDateStart ?? null;
    if (!errors.date_start && values.date_start !== '' && values.date_start < today && values.date_start !== savedStart) {
      errors.date_start = { type: 'min', message: VALIDATION.dateNotBefore() } satisfies FieldError;
      failed = true;
    }
  } else {
    const problems = entryProblems(values, today);
    if (problems.some((p) => Object.keys(p).length > 0)) {
      const existing = Array.isArray(errors.dates) ? [...(errors.dates as unknown[])] : [];
      problems.forEach((p, i) => {
        const first = Object.values(p)[0]?.[0];
        if (first === undefined) return;
        existing[i] = { ...(existing[i] as object | undefined), date_recur: { type: 'series', message: first } satisfies FieldError };
      });
      errors.dates = existing;
      failed = true;
    }
  }
  if (!failed) return result as { values: EventWriteParsed; errors: Record<string, never> };
  return { values: {}, errors: errors as FieldErrors<EventFormValues> };
};
