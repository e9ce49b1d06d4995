import { jest } from '@jest/globals';
import { createApiClient } from '@events/api-client/client';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_FAILURE } from '@events/contracts/media-constants';
import { mediaEndpoints } from '@events/contracts/media';
import { imageUploadFailureOf, sendItemImage } from './image-upload-failure';

/** The event image call through the real client, against a fetch that answers (or fails) as given. */
function uploadAnswering(answer: () => Promise<Response>) {
  const client = createApiClient({ fetch: answer, readCookies: () => '', refreshSession: null });
  return async (id: number, body: FormData) => (await client.call(mediaEndpoints.eventImage, { params: { id: String(id) }, body })).data;
}

const json = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failureOf = async (answer: () => Promise<Response>) => {
  try {
    await uploadAnswering(answer)(7, new FormData());
  } catch (error) {
    return imageUploadFailureOf(error);
  }
  throw new Error('The upload did not fail');
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('why an image upload after a save failed', () => {
  it('names a lost connection, and a retry may help', async () => {
    const failure = await failureOf(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(failure).toEqual({ reason: IMAGE_UPLOAD_FAILURE.connection, retryable: true });
    expect(IMAGE_UPLOAD_FAILURE.notSaved(failure.reason)).toBe('The image could not be saved: the connection failed.');
  });

  it('says the server could not store it on a 5xx, and a retry may help', async () => {
    expect(await failureOf(json(503, { detail: 'Service Unavailable' }))).toEqual({ reason: IMAGE_UPLOAD_FAILURE.server, retryable: true });
    expect(await failureOf(json(500, { detail: 'Internal server error.' }))).toEqual({ reason: IMAGE_UPLOAD_FAILURE.server, retryable: true });
  });

  it('gives the media module’s own reason for a refused file, which the same file cannot get past', async () => {
    expect(await failureOf(json(400, { image: [IMAGE_MESSAGES.tooLarge] }))).toEqual({ reason: IMAGE_MESSAGES.tooLarge, retryable: false });
    expect(await failureOf(json(400, { image: [IMAGE_MESSAGES.invalid] }))).toEqual({ reason: IMAGE_MESSAGES.invalid, retryable: false });
    expect(await failureOf(async () => new Response('Request Entity Too Large', { status: 413 }))).toEqual({ reason: IMAGE_MESSAGES.tooLarge, retryable: false });
  });

  it('passes on the detail of a busy account (429), which clears by itself', async () => {
    const detail = 'You have other images uploading. Wait for them to finish, then try again.';
    expect(await failureOf(json(429, { detail }))).toEqual({ reason: detail, retryable: true });
  });
});

describe('sending the image of a saved item', () => {
  it('sends nothing when the field asks for no change', async () => {
    const upload = jest.fn(async () => ({}));
    expect(await sendItemImage(upload, 7, null)).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('answers null once stored, and the failure when not', async () => {
    const stored = uploadAnswering(json(200, { imagePrimary: '/media/a.webp', imageThumbnail: '/media/a-thumb.webp' }));
    expect(await sendItemImage(stored, 7, new FormData())).toBeNull();
    const refused = uploadAnswering(json(400, { image: [IMAGE_MESSAGES.tooLarge] }));
    expect(await sendItemImage(refused, 7, new FormData())).toEqual({ reason: IMAGE_MESSAGES.tooLarge, retryable: false });
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
