import { Injectable } from '@nestjs/common';
import { MediaError } from './media.errors.js';

/** Image uploads one account may have under way at once: a form sends one; a script sending many holds memory. */
export const UPLOADS_IN_FLIGHT_PER_USER = 2;

/**
 * The image uploads each account has under way on this instance (read, decoded, written): past the limit the next one
 * is refused with 429 before its bytes are read. A count of this instance's own work, needed by no other instance.
 */
@Injectable()
export class UploadsInFlight {
  private readonly counts = new Map<number, number>();

  /** How many uploads the user has under way here. */
  underWay(userId: number): number {
    return this.counts.get(userId) ?? 0;
  }

  /** Runs an upload of the user's, refusing it (MediaError 'too_many_uploads') when too many are under way. */
  async run<T>(userId: number, upload: () => Promise<T>): Promise<T> {
    const under = this.counts.get(userId) ?? 0;
    if (under >= UPLOADS_IN_FLIGHT_PER_USER) throw new MediaError('too_many_uploads');
    this.counts.set(userId, under + 1);
    try {
      return await upload();
    } finally {
      const left = (this.counts.get(userId) ?? 1) - 1;
      if (left > 0) this.counts.set(userId, left);
      else this.counts.delete(userId);
    }
  }
}
