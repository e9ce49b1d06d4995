import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';

@Injectable()
export class HealthRepository {
  constructor(private readonly db: DatabaseService) {}

  /** True when `SELECT 1` answers within the timeout. */
  async databaseAnswers(timeoutMs: number): Promise<boolean> {
    if (!this.db.isConnected) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([this.db.query('SELECT 1').then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
