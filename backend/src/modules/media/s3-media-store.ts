import type { S3Client } from '@aws-sdk/client-s3';
import type { S3MediaStore } from './media.config.js';
import { isSafeKey, MEDIA_CACHE_CONTROL, type MediaStore, type StoredFile } from './media-store.js';

/** The AWS SDK, loaded on the first upload or removal: it is large, and a process may never touch an image. */
const loadSdk = () => import('@aws-sdk/client-s3');

/** Keys as objects of one bucket of any S3-compatible store, read by browsers at MEDIA_PUBLIC_URL. */
export class S3MediaStoreClient implements MediaStore {
  private connecting: Promise<S3Client> | undefined;
  private client: S3Client | undefined;

  constructor(private readonly settings: S3MediaStore) {}

  private connect(): Promise<S3Client> {
    this.connecting ??= loadSdk().then(({ S3Client: Client }) => {
      this.client = new Client({
        region: this.settings.region,
        forcePathStyle: this.settings.forcePathStyle,
        ...(this.settings.endpoint ? { endpoint: this.settings.endpoint } : {}),
        ...(this.settings.credentials ? { credentials: this.settings.credentials } : {}),
      });
      return this.client;
    });
    return this.connecting;
  }

  async put(file: StoredFile): Promise<void> {
    if (!isSafeKey(file.key)) throw new Error(`Unsafe media key ${JSON.stringify(file.key)}`);
    const [client, { PutObjectCommand }] = await Promise.all([this.connect(), loadSdk()]);
    await client.send(
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
    const [client, { DeleteObjectCommand }] = await Promise.all([this.connect(), loadSdk()]);
    // One DELETE per key: every S3-compatible store has it (some lack the batch call), and an image has two keys.
    await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }))));
  }

  destroy(): void {
    this.client?.destroy();
  }
}
