import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '@vistaar/shared/config/constants';
import { HttpError, badRequest } from '../../lib/http-error';
import { PART_HIGH_WATER_MARK } from '../../lib/multipart-buffering';
import { callerMultipartError } from '../../lib/multipart-errors';
import { cleanFileName, detectPhotoType, EXTENSIONS, MEDIA_TYPES } from '../files';

const PHOTO_TOO_LARGE = 'Photo must be smaller than 2MB';
const PHOTO_WRONG_TYPE = 'Please upload a JPEG, PNG or WebP photo';
const PHOTO_FIELD = 'profile_image';

// A full-size photo plus the employee's text fields; anything larger is refused before reading.
const MAX_FORM_BYTES = PHOTO_MAX_BYTES + 256 * 1024;

export interface UploadedPhoto {
  content: Buffer;
  originalName: string;
  mediaType: string;
}

const photos = new WeakMap<FastifyRequest, UploadedPhoto>();

/** The photo a multipart request carried, if any (read by `readEmployeeForm`). */
export function uploadedPhoto(request: FastifyRequest): UploadedPhoto | undefined {
  return photos.get(request);
}

function refuse(request: FastifyRequest, status: 413 | 415, message: string, reason: string) {
  request.log.info({ event: 'upload.refused', reason }, 'photo upload refused');
  return new HttpError(status, message);
}

async function readPhoto(
  request: FastifyRequest,
  file: NodeJS.ReadableStream & { truncated?: boolean },
  filename: string,
): Promise<UploadedPhoto | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    // Stop at the limit: the rest is never buffered.
    if (file.truncated) throw refuse(request, 413, PHOTO_TOO_LARGE, 'too-large');
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw refuse(request, 413, PHOTO_TOO_LARGE, 'too-large');
  const content = Buffer.concat(chunks);
  // Browsers send an empty part when no file was chosen.
  if (content.length === 0) return undefined;
  const type = detectPhotoType(content);
  if (!type) throw refuse(request, 415, PHOTO_WRONG_TYPE, 'type');
  return {
    content,
    mediaType: MEDIA_TYPES[type],
    originalName: cleanFileName(filename, 'photo', EXTENSIONS[type]),
  };
}

/**
 * preValidation for the employee form sent as multipart: the text fields become
 * the body (so the route's JSON schema checks them like a JSON body) and the
 * photo is kept aside, size-limited while streaming and typed by its bytes.
 */
export async function readEmployeeForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  if (Number(request.headers['content-length'] ?? 0) > MAX_FORM_BYTES) {
    throw refuse(request, 413, PHOTO_TOO_LARGE, 'too-large');
  }
  const fields: Record<string, string> = {};
  try {
    await collectEmployeeParts(request, fields);
  } catch (error) {
    throw callerMultipartError(error);
  }
  request.body = fields;
}

async function collectEmployeeParts(request: FastifyRequest, fields: Record<string, string>) {
  const parts = request.parts({
    fileHwm: PART_HIGH_WATER_MARK,
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 25, parts: 27, fieldSize: 8 * 1024 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== PHOTO_FIELD) {
        throw badRequest('Some of the information sent is not valid.', {
          [part.fieldname]: 'This field is not accepted.',
        });
      }
      const photo = await readPhoto(request, part.file, part.filename);
      if (photo) photos.set(request, photo);
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated || Object.hasOwn(fields, part.fieldname)) {
      throw badRequest('Some of the information sent is not valid.', {
        [part.fieldname]: 'This field is too long or sent more than once.',
      });
    }
    fields[part.fieldname] = String(part.value);
  }
}
