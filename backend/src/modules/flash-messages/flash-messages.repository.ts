import { Injectable } from '@nestjs/common';
import type { FlashLevel, FlashMessage } from '@events/contracts/flash-messages';
import { DatabaseService } from '../../database/database.service.js';
import { INSERT_FLASH_MESSAGE_SQL, POP_FLASH_MESSAGES_SQL } from './flash-messages.queries.js';

@Injectable()
export class FlashMessagesRepository {
  constructor(private readonly db: DatabaseService) {}

  async insertForUser(userId: number, message: FlashMessage, ttlSeconds: number, keep: number): Promise<void> {
    await this.db.query(INSERT_FLASH_MESSAGE_SQL, [userId, message.level, message.msg, ttlSeconds, keep]);
  }

  /** The account's live messages, oldest first; every message of the account is deleted. */
  async popForUser(userId: number): Promise<FlashMessage[]> {
    const result = await this.db.query<unknown>(POP_FLASH_MESSAGES_SQL, [userId]);
    // A DELETE ... RETURNING answers [rows, count] through TypeORM.
    const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : []) as { id: string; level: FlashLevel; msg: string; live: boolean }[];
    return rows
      .filter((row) => row.live)
      .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)))
      .map((row) => ({ level: row.level, msg: row.msg }));
  }
}
