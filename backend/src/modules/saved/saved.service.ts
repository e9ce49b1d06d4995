import { Injectable } from '@nestjs/common';
import type { SavedState } from '@events/contracts/auth';
import { SavedError } from './saved.errors.js';
import { type SavedKind, SavedRepository } from './saved.repository.js';

@Injectable()
export class SavedService {
  constructor(private readonly repository: SavedRepository) {}

  /** Whether the user has bookmarked the item; 404 for an unknown or unpublished item. */
  async state(kind: SavedKind, userId: number, id: number): Promise<SavedState> {
    await this.assertBookmarkable(kind, id);
    return { saved: await this.repository.isSaved(kind, userId, id) };
  }

  /**
   * Toggles the bookmark, or forces it when `wanted` is given (true adds, false removes); answers the new
   * state. 404 for an unknown or unpublished item.
   */
  async toggle(kind: SavedKind, userId: number, id: number, wanted?: boolean): Promise<SavedState> {
    await this.assertBookmarkable(kind, id);
    if (wanted === true) {
      await this.repository.save(kind, userId, id);
      return { saved: true };
    }
    const removed = await this.repository.unsave(kind, userId, id);
    if (wanted === false || removed) return { saved: false };
    await this.repository.save(kind, userId, id);
    return { saved: true };
  }

  savedIds(kind: SavedKind, userId: number): Promise<number[]> {
    return this.repository.findSavedIds(kind, userId);
  }

  private async assertBookmarkable(kind: SavedKind, id: number): Promise<void> {
    if (!(await this.repository.isBookmarkable(kind, id))) throw new SavedError('item_not_found');
  }
}
