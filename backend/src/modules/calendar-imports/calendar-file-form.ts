import type { FastifyRequest } from 'fastify';
import { CALENDAR_FETCH_LIMITS, CALENDAR_IMPORT_MESSAGES, type UploadedCalendarFile } from '@events/contracts/calendar-imports';
import { MEDIA_MESSAGES } from '@events/contracts/media';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';

/** The form's parts: one file, with room for a browser's extras but no more; as large as a fetched feed may be. */
const CALENDAR_FORM_LIMITS = { fileSize: CALENDAR_FETCH_LIMITS.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, fieldNameSize: 100 } as const;

const errorCode = (error: unknown): string => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

/**
 * Reads the upload form of a .ics file as the contract's body schema takes it: the `file` part as bytes, read under
 * the size limit (past it, the answer is the size's 400 and nothing is kept).
 */
export async function readCalendarFileForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new RequestValidationError({ file: [MEDIA_MESSAGES.multipartOnly] });
  const form: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: CALENDAR_FORM_LIMITS })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      form['file'] = { filename: part.filename, bytes: await part.toBuffer() } satisfies UploadedCalendarFile;
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw new RequestValidationError({ file: [CALENDAR_IMPORT_MESSAGES.tooLarge] });
    throw new RequestValidationError({ file: [MEDIA_MESSAGES.multipartOnly] });
  }
  return form;
}
