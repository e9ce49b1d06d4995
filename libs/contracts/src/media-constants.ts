// Image upload limits without zod (spec public-discovery section 5 "Image upload", producer-and-account section 9
// "Image crop"): the image field checks a file before sending it, the media module checks it again on arrival.

/** Largest accepted upload: 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The accepted image types: file name extensions and the MIME type each stands for. */
export const IMAGE_TYPES = [
  { extension: 'jpg', mime: 'image/jpeg' },
  { extension: 'jpeg', mime: 'image/jpeg' },
  { extension: 'png', mime: 'image/png' },
] as const;

export type ImageExtension = (typeof IMAGE_TYPES)[number]['extension'];

/** The `accept` attribute of a file input offering IMAGE_TYPES. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Width / height of the one crop spec, 'primary' (the thumbnail is the same crop, smaller). */
export const IMAGE_CROP_ASPECT = 2;

/** The upload check's reasons, the same in the image field and in the media module's 400. */
export const IMAGE_MESSAGES = {
  extension: (extension: string) =>
    `File extension “${extension}” is not allowed. Allowed extensions are: ${IMAGE_TYPES.map((t) => t.extension).join(', ')}.`,
  tooLarge: `The file is too large. The maximum size is ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  single: 'Upload a single file.',
  invalid: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  crop: 'Enter a valid crop area.',
} as const;

/** The lower-cased extension of a file name ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The upload check on what the browser knows before sending (name and size): a reason, or undefined. */
export function imageFileMessage(file: { name: string; size: number }): string | undefined {
  const extension = fileExtension(file.name);
  if (!IMAGE_TYPES.some((t) => t.extension === extension)) return IMAGE_MESSAGES.extension(extension);
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return undefined;
}

/**
 * The venue and event forms' alert when the item saved but its image call failed: the save's own message, then
 * this line with the media module's reason (or one of the reasons here), then what the user can do.
 */
export const IMAGE_UPLOAD_FAILURE = {
  notSaved: (reason: string) => `The image could not be saved: ${reason}`,
  connection: 'the connection failed.',
  server: 'the server could not store it just now.',
  retryHint: 'Retry the upload, or continue without the image.',
  chooseAnother: 'Choose another image and save again, or continue without the image.',
  retry: 'Retry upload',
  retrying: 'Uploading…',
  continue: 'Continue without image',
} as const;
