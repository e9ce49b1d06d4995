import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { affectedCount, returnedRows, type SqlExecutor } from '../../database/sql-executor.js';
import type { DayPeriod } from './timesheet-rules.js';
import {
  APPROVE_WEEK_SQL,
  DAY_ENTRIES_SQL,
  DELETE_OWN_ENTRY_SQL,
  ENTRY_SQL,
  INSERT_ENTRY_SQL,
  LOCK_EDITOR_SHEET_SQL,
  OWN_ENTRY_STATE_SQL,
  WEEK_ENTRIES_SQL,
} from './timesheets.queries.js';

export type EntryRow = {
  id: number;
  user_id: number;
  editor: string;
  work_date: string;
  time_start: string | null;
  time_end: string | null;
  hours: number;
  note: string;
  approved: boolean;
};

export type NewEntry = { userId: number; workDate: string; timeStart: string | null; timeEnd: string | null; hours: number; note: string };

@Injectable()
export class TimesheetsRepository {
  constructor(private readonly db: DatabaseService) {}

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findWeek(monday: string, userId: number | null): Promise<EntryRow[]> {
    return this.db.query<EntryRow[]>(WEEK_ENTRIES_SQL, [monday, userId]);
  }

  async findEntry(id: number, tx?: SqlExecutor): Promise<EntryRow | undefined> {
    return returnedRows<EntryRow>(await (tx ?? this.db).query(ENTRY_SQL, [id]))[0];
  }

  async lockSheet(tx: SqlExecutor, userId: number): Promise<void> {
    await tx.query(LOCK_EDITOR_SHEET_SQL, [userId]);
  }

  findDay(tx: SqlExecutor, userId: number, date: string): Promise<DayPeriod[]> {
    return tx.query<DayPeriod[]>(DAY_ENTRIES_SQL, [userId, date]);
  }

  async insert(tx: SqlExecutor, entry: NewEntry): Promise<number> {
    const [row] = returnedRows<{ id: number }>(await tx.query(INSERT_ENTRY_SQL, [entry.userId, entry.workDate, entry.timeStart, entry.timeEnd, entry.hours, entry.note]));
    return (row as { id: number }).id;
  }

  /** 'deleted', 'approved' (kept), or 'missing' (none of the editor's). */
  async deleteOwn(id: number, userId: number): Promise<'deleted' | 'approved' | 'missing'> {
    return this.db.transaction(async (tx) => {
      if (returnedRows(await tx.query(DELETE_OWN_ENTRY_SQL, [id, userId])).length > 0) return 'deleted';
      const [state] = returnedRows<{ approved: boolean }>(await tx.query(OWN_ENTRY_STATE_SQL, [id, userId]));
      return state ? 'approved' : 'missing';
    });
  }

  async approveWeek(userId: number, monday: string, approverId: number): Promise<number> {
    return affectedCount(await this.db.query(APPROVE_WEEK_SQL, [userId, monday, approverId]));
  }
}
