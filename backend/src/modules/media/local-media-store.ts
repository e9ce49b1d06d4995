import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type MediaStore, type StoredFile } from './media-store.js';

/** Keys as files under one folder (MEDIA_DIR), served by the media module's file route. */
export class LocalMediaStore implements MediaStore {
  constructor(private readonly dir: string) {}

  private fileOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe media key ${JSON.stringify(key)}`);
    return path.join(this.dir, ...key.split('/'));
  }

  /** Written to a temporary name, then renamed: a reader never sees half a file. */
  async put(file: StoredFile): Promise<void> {
    const target = this.fileOf(file.key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, file.body);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.fileOf(key), { force: true })));
  }
}
