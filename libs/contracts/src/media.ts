import { z } from 'zod';
import { anyRole, endpointGroup } from './endpoint.js';
import { idParamSchema } from './lists.js';
import { IMAGE_MESSAGES } from './media-constants.js';
import { VALIDATION } from './messages.js';

/**
 * Image uploads of venues and events (spec producer-and-account sections 3 and 7, public-discovery section 5
 * "Image upload"): a multipart form with the file (`image`), the crop (`image_crop_data`, JSON) and the clear flag.
 * The forms save the item's JSON first, then send its image here.
 */

/** Size of the primary image and of the thumbnail (crop aspect IMAGE_CROP_ASPECT = 2). */
export const IMAGE_PRIMARY_SIZE = { width: 1600, height: 800 } as const;
export const IMAGE_THUMBNAIL_SIZE = { width: 400, height: 200 } as const;

/**
 * Largest decoded image accepted, in pixels (width x height): a few kilobytes of PNG can declare a 10000 x 10000
 * image that would take 400 MB to decode. 50 megapixels takes any phone or camera photo.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** Reasons of the media module's 400 beyond the image field's own (media-constants.ts IMAGE_MESSAGES). */
export const MEDIA_MESSAGES = {
  tooManyPixels: `The image is too large: it may have at most ${IMAGE_MAX_PIXELS / 1_000_000} million pixels.`,
  multipartOnly: 'Send the image as multipart/form-data.',
  imageOrClear: 'Choose an image, or send clear to remove the current one.',
  tooManyUploads: 'You have other images uploading. Wait for them to finish, then try again.',
} as const;

const cropNumber = (min: number) => z.number({ error: IMAGE_MESSAGES.crop }).int(IMAGE_MESSAGES.crop).min(min, IMAGE_MESSAGES.crop).max(1_000_000, IMAGE_MESSAGES.crop);

/** The crop area in the (auto-oriented) uploaded image's pixels: whole numbers (spec public-discovery section 3). */
export const imageCropDataSchema = z.object({ x: cropNumber(0), y: cropNumber(0), width: cropNumber(1), height: cropNumber(1) }, { error: IMAGE_MESSAGES.crop });
export type ImageCropData = z.infer<typeof imageCropDataSchema>;

/** `image_crop_data` as the form sends it: JSON text of the crop area; any fault is one message on the field. */
const cropDataField = z
  .string({ error: IMAGE_MESSAGES.crop })
  .max(1000, IMAGE_MESSAGES.crop)
  .transform((text, ctx): ImageCropData => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const parsed = imageCropDataSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: IMAGE_MESSAGES.crop });
    return z.NEVER;
  });

/** The uploaded file as the controller hands it over (bytes read under the size limit, and the name it came with). */
export type UploadedImage = { readonly filename: string; readonly bytes: Uint8Array };

const uploadedImageSchema = z
  .custom<UploadedImage>(
    (value) => typeof value === 'object' && value !== null && 'bytes' in value && value.bytes instanceof Uint8Array,
    IMAGE_MESSAGES.invalid,
  )
  .meta({ type: 'string', format: 'binary', description: 'The image file (.jpg, .jpeg or .png, at most 10 MB).' });

/**
 * The multipart form (text fields as sent; `image` is the file part): an image with an optional crop, or
 * `clear` = "true" to remove the current image.
 */
export const imageUploadBodySchema = z
  .object({
    image: uploadedImageSchema.optional(),
    image_crop_data: cropDataField.optional(),
    clear: z.enum(['true', 'false'], { error: VALIDATION.required }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.image === undefined && value.clear !== 'true') ctx.addIssue({ code: 'custom', path: ['image'], message: MEDIA_MESSAGES.imageOrClear });
  });
export type ImageUploadBody = z.output<typeof imageUploadBodySchema>;

/** The stored images' URLs; both null once cleared. */
export const itemImagesSchema = z.object({ imagePrimary: z.string().nullable(), imageThumbnail: z.string().nullable() });
export type ItemImages = z.infer<typeof itemImagesSchema>;

const IMAGE_ERRORS = {
  400: 'Field errors: the file is not a .jpg/.jpeg/.png image, is over 10 MB or too many pixels, or the crop is outside the image',
  403: 'Not signed in, or not allowed to edit this item',
  404: 'No such item',
  429: 'Two uploads of this account are still under way: `{detail}`.',
} as const;

/** Who may: as for editing the item (a producer managing it, a zeditor, a superuser); the service checks the item. */
const media = endpointGroup({
  tag: 'media',
  access: anyRole('producer', 'zeditor', 'superuser'),
  // Every upload names its item by id, sends the multipart form and answers the item's image URLs.
  params: idParamSchema,
  body: imageUploadBodySchema,
  bodyKind: 'multipart',
  response: itemImagesSchema,
  errors: IMAGE_ERRORS,
});

export const mediaEndpoints = {
  venueImage: media.post('/events/api/v1/poi/{id}/image/', {
    summary: "Sets (cropped to a 1600x800 primary and a 400x200 thumbnail) or clears a venue's image",
    responseDescription: "The venue's image URLs (null when cleared).",
  }),
  eventImage: media.post('/events/api/v1/events/{id}/image/', {
    summary: "Sets (cropped to a 1600x800 primary and a 400x200 thumbnail) or clears an event's image",
    responseDescription: "The event's image URLs (null when cleared).",
  }),
  adImage: media.post('/events/api/v1/ads/search_ads/{id}/image/', {
    access: anyRole('zeditor', 'superuser'),
    summary: "Sets (cropped to a 1600x800 primary and a 400x200 thumbnail) or clears a search ad's image",
    responseDescription: "The ad's image URLs (null when cleared; a cleared ad is retired).",
    errors: { 403: 'Not an editor (zeditor or superuser)' },
  }),
} as const;
