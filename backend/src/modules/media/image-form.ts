import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_TYPES, fileExtension } from '@events/contracts/media-constants';
import { MEDIA_MESSAGES, type UploadedImage } from '@events/contracts/media';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';

/** The form's parts: one file and two short text fields, with room for a browser's extras but no more. */
export const IMAGE_FORM_LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 8, parts: 9, fieldSize: 4096, fieldNameSize: 100 } as const;

/** The multipart plugin's refusals (its error codes), in the upload check's words. */
const LIMIT_MESSAGES: Readonly<Record<string, Readonly<Record<string, string[]>>>> = {
  FST_REQ_FILE_TOO_LARGE: { image: [IMAGE_MESSAGES.tooLarge] },
  FST_FILES_LIMIT: { image: [IMAGE_MESSAGES.single] },
  FST_PARTS_LIMIT: { nonFieldErrors: [MEDIA_MESSAGES.multipartOnly] },
  FST_FIELDS_LIMIT: { nonFieldErrors: [MEDIA_MESSAGES.multipartOnly] },
};

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Reads the image form of a request as the contract's body schema takes it: text fields as strings (a repeated
 * one as a list, which the schema refuses), and the `image` file as bytes. The file is streamed and counted: past
 * IMAGE_MAX_BYTES the rest of it is read and thrown away, never held, and the answer is the size's 400. A name
 * whose extension is not .jpg, .jpeg or .png is refused before its bytes are kept.
 */
export async function readImageForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new RequestValidationError({ nonFieldErrors: [MEDIA_MESSAGES.multipartOnly] });
  const form: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: IMAGE_FORM_LIMITS })) {
      if (part.type === 'field') {
        const previous = form[part.fieldname];
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        form[part.fieldname] = previous === undefined ? value : [previous, value].flat();
        continue;
      }
      const extension = fileExtension(part.filename);
      if (part.fieldname !== 'image' || !IMAGE_TYPES.some((type) => type.extension === extension)) {
        part.file.resume();
        throw new RequestValidationError({ image: [part.fieldname !== 'image' ? IMAGE_MESSAGES.single : IMAGE_MESSAGES.extension(extension)] });
      }
      const bytes = await part.toBuffer();
      form['image'] = { filename: part.filename, bytes } satisfies UploadedImage;
    }
  } catch (error) {
    if (error instanceof RequestValidationError) throw error;
    throw new RequestValidationError(LIMIT_MESSAGES[codeOf(error)] ?? { nonFieldErrors: [MEDIA_MESSAGES.multipartOnly] });
  }
  return form;
}
