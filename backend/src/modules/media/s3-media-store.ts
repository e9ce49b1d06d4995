import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3MediaStore } from './media.config.js';
import { isSafeKey, MEDIA_CACHE_CONTROL, type MediaStore, type StoredFile } from './media-store.js';

/** Keys as objects of one bucket of any S3-compatible store, read by browsers at MEDIA_PUBLIC_URL. */
export class S3MediaStoreClient implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3MediaStore) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  async put(file: StoredFile): Promise<void> {
    if (!isSafeKey(file.key)) throw new Error(`Unsafe media key ${JSON.stringify(file.key)}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: file.key,
        Body: file.body,
        ContentType: file.contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async remove(keys: readonly string[]): Promise<void> {
    // One DELETE per key: every S3-compatible store has it (some lack the batch call), and an image has two keys.
    await Promise.all(keys.map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }))));
  }

  destroy(): void {
    this.client.destroy();
  }
}
