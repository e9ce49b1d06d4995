/**
 * The text of a feed cut into the pieces ical.js reads one at a time (RFC 5545 section 3.1: content lines, folding),
 * so one broken event never stops the others: ical.js refuses a whole text for one bad line.
 */

/** One VEVENT's content lines, unfolded; `complete` is false when the text ends (or a new event starts) before its END. */
export type FeedEventBlock = { readonly lines: readonly string[]; readonly complete: boolean };

export type FeedBlocks = {
  /** The calendar's own property lines (X-WR-CALNAME, PRODID...). */
  readonly calendarLines: readonly string[];
  /** Each VTIMEZONE, BEGIN to END. */
  readonly timezoneBlocks: readonly (readonly string[])[];
  readonly eventBlocks: readonly FeedEventBlock[];
};

/** Content lines with folding undone (a line starting with a space or a tab continues the one before), blank lines dropped. */
export function unfoldLines(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    const last = out.length - 1;
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && last >= 0) out[last] += raw.slice(1);
    else if (raw.trim() !== '') out.push(raw);
  }
  return out;
}

type OpenBlock = { kind: 'event' | 'timezone' | 'other'; lines: string[]; depth: number };

/**
 * The calendar's pieces, or null when the text does not start with BEGIN:VCALENDAR (an HTML page, a JSON answer, an
 * empty body). Components other than events and time zones (VTODO, VJOURNAL, VFREEBUSY) are left out.
 */
export function splitFeed(text: string): FeedBlocks | null {
  const lines = unfoldLines(text);
  if (lines[0]?.trim().toUpperCase() !== 'BEGIN:VCALENDAR') return null;
  const calendarLines: string[] = [];
  const timezoneBlocks: string[][] = [];
  const eventBlocks: FeedEventBlock[] = [];
  let open: OpenBlock | null = null;
  const close = (block: OpenBlock, complete: boolean): void => {
    if (block.kind === 'event') eventBlocks.push({ lines: block.lines, complete });
    else if (block.kind === 'timezone' && complete) timezoneBlocks.push(block.lines);
  };
  for (const line of lines) {
    const marker = line.trim().toUpperCase();
    if (open !== null) {
      // A new event or the calendar's end inside an unfinished event: that event is cut off, the rest still reads.
      if ((open.kind === 'event' && marker === 'BEGIN:VEVENT') || marker === 'END:VCALENDAR') {
        close(open, false);
        open = null;
      } else {
        open.lines.push(line);
        if (marker.startsWith('BEGIN:')) open.depth++;
        else if (marker.startsWith('END:') && --open.depth === 0) {
          close(open, true);
          open = null;
        }
        continue;
      }
    }
    if (marker === 'BEGIN:VCALENDAR' || marker === 'END:VCALENDAR') continue;
    if (marker.startsWith('BEGIN:')) {
      const kind = marker === 'BEGIN:VEVENT' ? 'event' : marker === 'BEGIN:VTIMEZONE' ? 'timezone' : 'other';
      open = { kind, lines: [line], depth: 1 };
    } else calendarLines.push(line);
  }
  if (open !== null) close(open, false);
  return { calendarLines, timezoneBlocks, eventBlocks };
}

/** Text value escapes (RFC 5545 section 3.3.11): \n, \, \; and \\. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The index of the colon that ends a content line's name and parameters (a quoted parameter may hold colons). */
function valueStart(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) return i;
  }
  return -1;
}

/**
 * The first value of a property read straight from content lines, text escapes undone: what a refused event is
 * named by when ical.js cannot read it, and the calendar's name, which needs no parser.
 */
export function rawPropertyValue(lines: readonly string[], name: string): string | null {
  const wanted = name.toUpperCase();
  for (const line of lines) {
    const colon = valueStart(line);
    if (colon === -1) continue;
    const propertyName = (line.slice(0, colon).split(';')[0] ?? '').trim().toUpperCase();
    if (propertyName === wanted) return unescapeText(line.slice(colon + 1));
  }
  return null;
}
