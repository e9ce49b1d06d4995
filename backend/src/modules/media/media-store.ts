/** One file to store: its key (a relative path such as `venues/12/3f9a…-primary.webp`), bytes and type. */
export type StoredFile = { readonly key: string; readonly body: Buffer; readonly contentType: string };

/**
 * Where uploaded images live: the local folder (default) or an S3-compatible bucket (media.config.ts). Keys are
 * content-hashed, so a key once written never changes: readers may cache it for a year.
 */
export type MediaStore = {
  put(file: StoredFile): Promise<void>;
  /** Removes the keys; a key already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
};

export const MEDIA_STORE = 'MEDIA_STORE';

/** Cache-Control of stored images: a key is never rewritten with other bytes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A key the stores accept: relative, slash-separated, no `..`, no dotfiles. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[a-z0-9][a-z0-9._-]*)+$/i.test(key) && !key.split('/').some((part) => part.startsWith('.') || part === '..');
}
