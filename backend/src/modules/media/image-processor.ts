import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MESSAGES } from '@events/contracts/media-constants';
import { IMAGE_MAX_PIXELS, IMAGE_PRIMARY_SIZE, IMAGE_THUMBNAIL_SIZE, type ImageCropData, MEDIA_MESSAGES } from '@events/contracts/media';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';

// libvips keeps decoded images and operations in a cache meant for repeated work on the same files; uploads are
// each seen once, so the cache would only hold memory.
sharp.cache(false);

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

/**
 * Checks an upload and writes its primary (1600x800) and thumbnail (400x200): the type is read from the bytes (a
 * text file named .jpg is refused whatever it is called), the declared size is checked before anything is
 * decoded (a decompression bomb is refused from its header), the image is turned upright by its EXIF orientation,
 * cropped (the crop is in the upright image's pixels; without one, the centre at aspect 2), and written without
 * metadata (EXIF, GPS, ICC) as WebP. Bad input throws a 400 field error.
 */
export async function processImage(bytes: Uint8Array, crop: ImageCropData | undefined): Promise<ProcessedImage> {
  if (!startsWith(bytes, JPEG_MAGIC) && !startsWith(bytes, PNG_MAGIC)) refuse('image', IMAGE_MESSAGES.invalid);
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
    // failOn 'error': a truncated or corrupt file is refused rather than written half grey.
    const upright = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).autoOrient();
    const cropped = crop ? upright.extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height }) : upright;
    // One decode: the primary is made first, and the thumbnail from the primary (already cropped and small).
    const primary = await cropped
      .resize({ ...IMAGE_PRIMARY_SIZE, fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    const thumbnail = await sharp(primary).resize({ ...IMAGE_THUMBNAIL_SIZE, fit: 'cover' }).webp({ quality: 80 }).toBuffer();
    const contentHash = createHash('sha256').update(bytes).update(JSON.stringify(crop ?? null)).digest('hex');
    return { primary, thumbnail, contentHash };
  } catch {
    return refuse('image', IMAGE_MESSAGES.invalid);
  }
}
