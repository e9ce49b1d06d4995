import { Injectable } from '@nestjs/common';
import {
  TIMESHEET_MESSAGES,
  type TimesheetEntry,
  type TimesheetEntryParsed,
  type TimesheetWeek,
} from '@events/contracts/timesheets';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { Clock } from '../../common/clock/clock.js';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { EditorError } from './editor.errors.js';
import { dayTotal, hoursBetween, mondayOf, overlapsAny } from './timesheet-rules.js';
import { type EntryRow, TimesheetsRepository } from './timesheets.repository.js';

/** The region's zone: "today's week" is the editors' local week. */
const DESK_TIME_ZONE = 'America/New_York';

function toEntry(row: EntryRow): TimesheetEntry {
  return {
    id: row.id,
    userId: row.user_id,
    editor: row.editor,
    workDate: row.work_date,
    timeStart: row.time_start,
    timeEnd: row.time_end,
    hours: row.hours,
    note: row.note,
    approved: row.approved,
  };
}

const round = (n: number): number => Math.round(n * 100) / 100;

/** A CSV cell: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Editor timesheets (issue 17). Editors see and change only their own sheet (another's period answers 404);
 * superusers see every sheet, approve a week and export it. Periods of one editor and day never overlap and never
 * add up to more than 24 hours.
 */
@Injectable()
export class TimesheetsService {
  constructor(
    private readonly repository: TimesheetsRepository,
    private readonly clock: Clock,
  ) {}

  async week(user: AuthUser, date: string | undefined, userId: number | undefined): Promise<TimesheetWeek> {
    const monday = mondayOf(date ?? localDateOf(this.clock.now(), DESK_TIME_ZONE));
    const scope = user.isSuperuser ? (userId ?? null) : user.id;
    const rows = await this.repository.findWeek(monday, scope);
    const editors = new Map<number, { userId: number; editor: string; totalHours: number; approved: boolean }>();
    for (const row of rows) {
      const e = editors.get(row.user_id) ?? { userId: row.user_id, editor: row.editor, totalHours: 0, approved: true };
      e.totalHours = round(e.totalHours + row.hours);
      e.approved = e.approved && row.approved;
      editors.set(row.user_id, e);
    }
    return {
      weekStart: monday,
      weekEnd: addDaysToLocalDate(monday, 6),
      entries: rows.map(toEntry),
      totalHours: round(rows.reduce((sum, row) => sum + row.hours, 0)),
      editors: [...editors.values()],
    };
  }

  async add(user: AuthUser, body: TimesheetEntryParsed): Promise<TimesheetEntry> {
    const timed = body.time_start !== null && body.time_end !== null;
    const hours = timed ? hoursBetween(body.time_start as string, body.time_end as string) : (body.hours as number);
    return this.repository.transaction(async (tx) => {
      await this.repository.lockSheet(tx, user.id);
      const day = await this.repository.findDay(tx, user.id, body.work_date);
      if (timed && overlapsAny(body.time_start as string, body.time_end as string, day))
        throw new RequestValidationError({ time_start: [TIMESHEET_MESSAGES.overlap] });
      if (dayTotal(day, hours) > 24) throw new RequestValidationError({ [timed ? 'time_end' : 'hours']: [TIMESHEET_MESSAGES.dayOver24] });
      const id = await this.repository.insert(tx, {
        userId: user.id,
        workDate: body.work_date,
        timeStart: timed ? body.time_start : null,
        timeEnd: timed ? body.time_end : null,
        hours,
        note: body.note,
      });
      return toEntry((await this.repository.findEntry(id, tx)) as EntryRow);
    });
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const outcome = await this.repository.deleteOwn(id, user.id);
    if (outcome === 'missing') throw new EditorError('timesheet_not_found');
    if (outcome === 'approved') throw new EditorError('timesheet_approved');
  }

  async approve(user: AuthUser, editorId: number, date: string): Promise<TimesheetWeek> {
    await this.repository.approveWeek(editorId, mondayOf(date), user.id);
    return this.week(user, date, editorId);
  }

  /** The week as CSV rows: editor, date, start, end, hours, note, approved. */
  async csv(user: AuthUser, date: string | undefined, userId: number | undefined): Promise<{ filename: string; body: string }> {
    const week = await this.week(user, date, userId);
    const lines = [['Editor', 'Date', 'Start', 'End', 'Hours', 'Note', 'Approved']];
    for (const e of week.entries) lines.push([e.editor, e.workDate, e.timeStart ?? '', e.timeEnd ?? '', e.hours.toFixed(2), e.note, e.approved ? 'yes' : 'no']);
    return { filename: `timesheets-${week.weekStart}.csv`, body: `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n` };
  }
}
