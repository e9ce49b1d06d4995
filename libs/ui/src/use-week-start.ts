import { useAppIntl } from './i18n/app-intl.js';

/** The first day of a week, Sunday = 0 to Saturday = 6 (date-fns's `weekStartsOn`, Date#getDay's numbering). */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Where the locale's data is not available (an engine without Intl.Locale week info): the product's languages. A
 * Spanish week starts on Monday (issue 31), an English one on Sunday.
 */
const WEEK_START_FALLBACK: Readonly<Record<string, WeekStart>> = { en: 0, es: 1 };

type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/**
 * The first day of the week in `locale` (a language code, 'en' or 'es'): Intl.Locale's week info (firstDay 1 =
 * Monday to 7 = Sunday), else WEEK_START_FALLBACK, else Sunday.
 */
export function weekStartOf(locale: string): WeekStart {
  try {
    const intlLocale = new Intl.Locale(locale) as LocaleWithWeekInfo;
    const info = typeof intlLocale.getWeekInfo === 'function' ? intlLocale.getWeekInfo() : intlLocale.weekInfo;
    if (info && Number.isInteger(info.firstDay) && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as WeekStart;
  } catch {
    // Not a locale Intl knows: the fallback below.
  }
  return WEEK_START_FALLBACK[locale.split('-')[0]?.toLowerCase() ?? ''] ?? 0;
}

/** The days of a week in the locale's order, Sunday = 0 (a calendar's columns, a weekday picker's boxes). */
export function weekdaysInOrder(weekStart: WeekStart): WeekStart[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStart + i) % 7) as WeekStart);
}

/** The reader's first day of the week (useAppIntl's locale): calendars and date pickers start their weeks on it. */
export function useWeekStart(): WeekStart {
  return weekStartOf(useAppIntl().locale);
}
