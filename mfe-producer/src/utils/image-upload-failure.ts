import { isApiError } from '@events/api-client/api-error';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_FAILURE } from '@events/contracts/media-constants';

/**
 * Why the image call of a saved venue or event failed, in the alert's words, and whether sending the same file
 * again can help: a refusal of the file itself (size, type, pixels, crop) cannot, a lost connection or a busy
 * server can.
 */
export type ImageUploadFailure = { reason: string; retryable: boolean };

/** The failure of the image call `error` (an ApiError from the client, or anything it threw). */
export function imageUploadFailureOf(error: unknown): ImageUploadFailure {
  if (!isApiError(error)) return { reason: IMAGE_UPLOAD_FAILURE.server, retryable: true };
  if (error.kind === 'network') return { reason: IMAGE_UPLOAD_FAILURE.connection, retryable: true };
  if (error.kind === 'http' && error.status === 400) {
    const first = Object.values(error.fieldErrors).flat()[0];
    return { reason: first ?? error.detail ?? IMAGE_MESSAGES.invalid, retryable: false };
  }
  // A proxy in front of the server may refuse the body before the media module sees it.
  if (error.kind === 'http' && error.status === 413) return { reason: IMAGE_MESSAGES.tooLarge, retryable: false };
  // 429 says to wait for the account's other uploads; 5xx and a malformed answer are the server's own trouble.
  if (error.kind === 'http' && error.status < 500 && error.detail) return { reason: error.detail, retryable: true };
  return { reason: IMAGE_UPLOAD_FAILURE.server, retryable: true };
}

/**
 * Sends the saved item's image (nothing to send when `body` is null): null once stored, else why it failed.
 * The item stays saved either way; the failure is logged with its cause.
 */
export async function sendItemImage(upload: (id: number, body: FormData) => Promise<unknown>, id: number, body: FormData | null): Promise<ImageUploadFailure | null> {
  if (body === null) return null;
  try {
    await upload(id, body);
    return null;
  } catch (error) {
    console.error('Uploading the image failed', error);
    return imageUploadFailureOf(error);
  }
}
