import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type sharp from 'sharp';
import { IMAGE_MESSAGES } from '@events/contracts/media-constants';
import { IMAGE_MAX_PIXELS, IMAGE_PRIMARY_SIZE, IMAGE_THUMBNAIL_SIZE, type ImageCropData, MEDIA_MESSAGES } from '@events/contracts/media';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { loadSharp } from './sharp-loader.js';

/** What sharp reads from a file's header. */
type ImageMetadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;

/** The two files written for one upload: WebP (smaller than JPEG at the same quality; every current browser shows it). */
export type ProcessedImage = {
  readonly primary: Buffer;
  readonly thumbnail: Buffer;
  /** Hex digest of the source bytes and the crop: a new name for every different upload, so caches never go stale. */
  readonly contentHash: string;
};

export const IMAGE_CONTENT_TYPE = 'image/webp';
export const IMAGE_EXTENSION = 'webp';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

function refuse(field: 'image' | 'image_crop_data', message: string): never {
  throw new RequestValidationError({ [field]: [message] });
}

/** Width and height as shown: EXIF orientations 5 to 8 turn the image a quarter. */
function orientedSize(meta: ImageMetadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The largest area of aspect 2 in the middle of the image: the crop when none is given. */
export function centreCrop(width: number, height: number): ImageCropData {
  const cropWidth = Math.min(width, Math.floor(height * 2));
  const cropHeight = Math.min(height, Math.floor(cropWidth / 2));
  return { x: Math.floor((width - cropWidth) / 2), y: Math.floor((height - cropHeight) / 2), width: Math.max(1, cropWidth), height: Math.max(1, cropHeight) };
}

/**
 * The whole image scaled (uniformly) so the crop area just covers the primary's 1600x800, and where the primary lies
 * in it: the crop's centre, moved inside the scaled image. A crop of another aspect than 2 loses its long sides' edges.
 */
export function scaledCrop(width: number, height: number, area: ImageCropData): { width: number; height: number; left: number; top: number } {
  const { width: outWidth, height: outHeight } = IMAGE_PRIMARY_SIZE;
  const scale = Math.max(outWidth / area.width, outHeight / area.height);
  const scaledWidth = Math.max(outWidth, Math.round(width * scale));
  const scaledHeight = Math.max(outHeight, Math.round(height * scale));
  const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, Math.round(value)));
  return {
    width: scaledWidth,
    height: scaledHeight,
    left: clamp((area.x + area.width / 2) * scale - outWidth / 2, scaledWidth - outWidth),
    top: clamp((area.y + area.height / 2) * scale - outHeight / 2, scaledHeight - outHeight),
  };
}

/**
 * Checks an upload and writes its primary (1600x800) and thumbnail (400x200): the type is read from the bytes (a
 * text file named .jpg is refused whatever it is called), the declared size is checked before anything is
 * decoded (a decompression bomb is refused from its header), the image is turned upright by its EXIF orientation,
 * cropped (the crop is in the upright image's pixels; without one, the centre at aspect 2), and written without
 * metadata (EXIF, GPS, ICC) as WebP. Bad input throws a 400 field error.
 */
export function processImage(bytes: Uint8Array, crop: ImageCropData | undefined): Promise<ProcessedImage> {
  return decoding(() => decodeAndWrite(bytes, crop));
}

/**
 * Images decoded at once on this instance. libvips already spreads one image over every core (sharp.concurrency), and
 * a decompression bomb within the pixel limit expands to hundreds of MB: more at once would only add their memory.
 */
export const IMAGE_DECODES_AT_ONCE = 1;
const decoding = pLimit(IMAGE_DECODES_AT_ONCE);

async function decodeAndWrite(bytes: Uint8Array, crop: ImageCropData | undefined): Promise<ProcessedImage> {
  if (!startsWith(bytes, JPEG_MAGIC) && !startsWith(bytes, PNG_MAGIC)) refuse('image', IMAGE_MESSAGES.invalid);
  const sharp = await loadSharp();
  let meta: ImageMetadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return refuse('image', IMAGE_MESSAGES.invalid);
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') refuse('image', IMAGE_MESSAGES.invalid);
  const { width, height } = orientedSize(meta);
  if (width < 1 || height < 1) refuse('image', IMAGE_MESSAGES.invalid);
  if (width * height > IMAGE_MAX_PIXELS) refuse('image', MEDIA_MESSAGES.tooManyPixels);
  if (crop && (crop.x + crop.width > width || crop.y + crop.height > height)) refuse('image_crop_data', IMAGE_MESSAGES.crop);

  try {
    const area = crop ?? centreCrop(width, height);
    const plan = scaledCrop(width, height, area);
    // Resize first, then cut the crop out of the resized image: a large photo is then decoded already shrunk (JPEG
    // shrink-on-load), a quarter of its pixels or fewer, where a crop first would decode all of them.
    // failOn 'error': a truncated or corrupt file is refused rather than written half grey.
    const primary = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: plan.width, height: plan.height, fit: 'fill' })
      .extract({ left: plan.left, top: plan.top, ...IMAGE_PRIMARY_SIZE })
      // Effort 2 of 6: half the encoding time of the default 4 for a file within a few per cent of its size.
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
    // The thumbnail from the primary (already cropped and small).
    const thumbnail = await sharp(primary).resize({ ...IMAGE_THUMBNAIL_SIZE, fit: 'cover' }).webp({ quality: 80 }).toBuffer();
    const contentHash = createHash('sha256').update(bytes).update(JSON.stringify(crop ?? null)).digest('hex');
    return { primary, thumbnail, contentHash };
  } catch {
    return refuse('image', IMAGE_MESSAGES.invalid);
  }
}
