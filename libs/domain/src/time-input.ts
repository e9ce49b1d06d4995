/**
 * The h:mm AM/PM time field of spec section 5: typed text is read loosely ("7", "7p", "19:30", "730pm"), hours
 * above 12 are PM, and the form carries the time as HH:mm (24 h), the shape of localTimeSchema.
 */

/** The longest text the field takes ("12:30 PM"). */
export const TIME_TEXT_MAX = 8;

/** Minutes between two choices of the time list. */
export const TIME_CHOICE_STEP_MINUTES = 30;

/** The choice the list shows first when it opens with no time chosen. */
export const TIME_CHOICE_DEFAULT = '09:00';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Reads typed text as a time: HH:mm, or null when it is not one. Without AM/PM, hours 0-23 are read as on a
 * 24-hour clock (so "7" is 7:00 AM and "19:30" 7:30 PM); with it, hours are 1-12 ("12am" is midnight).
 */
export function parseLooseTime(text: string): string | null {
  const compact = text.toLowerCase().replace(/[\s.]/g, '');
  const match = /^(\d{1,4})(?::(\d{2}))?(a|am|p|pm)?$/.exec(compact);
  if (!match) return null;
  const [, digits = '', minuteText, meridiem] = match;
  let hour: number;
  let minute: number;
  if (minuteText !== undefined) {
    if (digits.length > 2) return null;
    hour = Number(digits);
    minute = Number(minuteText);
  } else if (digits.length <= 2) {
    hour = Number(digits);
    minute = 0;
  } else {
    // "730" / "1930": the last two digits are the minutes.
    hour = Number(digits.slice(0, -2));
    minute = Number(digits.slice(-2));
  }
  if (minute > 59) return null;
  if (meridiem === undefined) return hour <= 23 ? `${pad2(hour)}:${pad2(minute)}` : null;
  const pm = meridiem.startsWith('p');
  // "19:30pm" says the same twice; "19:30am" contradicts itself.
  if (hour > 12) return pm && hour <= 23 ? `${pad2(hour)}:${pad2(minute)}` : null;
  if (hour === 0) return null;
  const hour24 = (hour % 12) + (pm ? 12 : 0);
  return `${pad2(hour24)}:${pad2(minute)}`;
}

/** HH:mm (or HH:mm:ss) -> "h:mm AM/PM"; anything else is returned as it is. */
export function formatTime12(value: string): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return value;
  const hour = Number(match[1]);
  if (hour > 23) return value;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}

export type TimeChoice = { value: string; label: string };

/** The time list: every 30 minutes from 12:00 AM to 11:30 PM. */
export function timeChoices(stepMinutes = TIME_CHOICE_STEP_MINUTES): TimeChoice[] {
  const choices: TimeChoice[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const value = `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
    choices.push({ value, label: formatTime12(value) });
  }
  return choices;
}

/**
 * What a time field puts in its form on blur: HH:mm when the text reads as a time, otherwise the text as typed
 * (localTimeSchema then says 'Enter a valid time.'); '' stays ''.
 */
export function timeFieldValue(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return parseLooseTime(trimmed) ?? trimmed;
}

/** What a time field shows for its form value: "h:mm AM/PM" for HH:mm(:ss), anything else as it is. */
export function timeFieldText(value: string | null | undefined): string {
  return value ? formatTime12(value) : '';
}
