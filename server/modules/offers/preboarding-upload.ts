import type { FastifyRequest } from 'fastify';
import { PREBOARDING_FILE_MAX_BYTES } from '@vistaar/shared/config/preboarding';
import { preboardingMessages } from '@vistaar/shared/validation/preboarding-schema';
import { HttpError, badRequest } from '../../lib/http-error';
import { PART_HIGH_WATER_MARK } from '../../lib/multipart-buffering';
import { callerMultipartError } from '../../lib/multipart-errors';
import {
  cleanFileName,
  detectPhotoType,
  detectResumeType,
  EXTENSIONS,
  MEDIA_TYPES,
} from '../files';

/** The field the file comes in, and the few text fields that may come with it. */
const FILE_FIELD = 'file';
const TEXT_FIELDS = new Set(['panNumber', 'aadhaarLastFour', 'masked']);
// Room for the text fields and the multipart framing on top of the largest file.
const MAX_FORM_BYTES = PREBOARDING_FILE_MAX_BYTES + 64 * 1024;

// Off, so a cut-off file is seen as `file.truncated` and answered with the message; the
// plugin honours throwFileSizeLimit per call, but its typings for parts() leave it out.
const PARTS_OPTIONS: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
  fileHwm: PART_HIGH_WATER_MARK,
  throwFileSizeLimit: false,
  limits: {
    fileSize: PREBOARDING_FILE_MAX_BYTES - 1,
    files: 1,
    fields: 4,
    parts: 5,
    fieldSize: 1024,
  },
};

export interface PreboardingUpload {
  fields: Record<string, string>;
  file?: { content: Buffer; originalName: string; mediaType: string };
}

function refuse(request: FastifyRequest, status: 413 | 415, message: string, reason: string) {
  request.log.info({ event: 'upload.refused', reason }, 'pre-boarding upload refused');
  return new HttpError(status, message, { file: message });
}

/**
 * A pre-boarding document: PDF, JPEG or PNG by its bytes (the same checks as resumes and
 * photos), less than 5 MB, held in memory only up to the limit.
 */
async function readFile(
  request: FastifyRequest,
  file: NodeJS.ReadableStream & { truncated?: boolean },
  filename: string,
): Promise<PreboardingUpload['file']> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw refuse(request, 413, preboardingMessages.fileTooLarge, 'too-large');
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw refuse(request, 413, preboardingMessages.fileTooLarge, 'too-large');
  const content = Buffer.concat(chunks);
  // Browsers send an empty part when no file was chosen.
  if (content.length === 0) return undefined;
  const photo = detectPhotoType(content);
  const type =
    photo === 'jpeg' || photo === 'png'
      ? photo
      : (await detectResumeType(content)) === 'pdf'
        ? 'pdf'
        : undefined;
  if (!type) throw refuse(request, 415, preboardingMessages.fileWrongType, 'type');
  return {
    content,
    mediaType: MEDIA_TYPES[type],
    originalName: cleanFileName(filename, 'document', EXTENSIONS[type]),
  };
}

/** Reads the multipart body of an upload: one file and its few text fields, nothing else. */
export async function readPreboardingUpload(request: FastifyRequest): Promise<PreboardingUpload> {
  if (!request.isMultipart()) {
    throw badRequest('Send the document as a form with the file.', {
      file: preboardingMessages.fileRequired,
    });
  }
  if (Number(request.headers['content-length'] ?? 0) > MAX_FORM_BYTES) {
    throw refuse(request, 413, preboardingMessages.fileTooLarge, 'too-large');
  }
  const upload: PreboardingUpload = { fields: {} };
  try {
    const parts = request.parts(PARTS_OPTIONS);
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          throw badRequest('Some of the information sent is not valid.', {
            [part.fieldname]: 'This field is not accepted.',
          });
        }
        upload.file = await readFile(request, part.file, part.filename);
        continue;
      }
      if (
        !TEXT_FIELDS.has(part.fieldname) ||
        part.valueTruncated ||
        Object.hasOwn(upload.fields, part.fieldname)
      ) {
        throw badRequest('Some of the information sent is not valid.', {
          [part.fieldname]: 'This field is not accepted.',
        });
      }
      upload.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string })?.code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'Send one document at a time.');
    }
    throw callerMultipartError(error);
  }
  return upload;
}
