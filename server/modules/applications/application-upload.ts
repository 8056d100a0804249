import type { FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES } from '@vistaar/shared/config/constants';
import { applicationMessages } from '@vistaar/shared/validation/application-schema';
import { HttpError, badRequest } from '../../lib/http-error';
import { PART_HIGH_WATER_MARK } from '../../lib/multipart-buffering';
import { callerMultipartError } from '../../lib/multipart-errors';

/** What an apply-jobs request carried; checking it is the caller's job. */
export interface ApplicationUpload {
  /** The `formData` field: JSON text, or already parsed when sent as application/json. */
  formData?: unknown;
  /** A honeypot sent as its own field rather than inside formData. */
  website?: string;
  resume?: { content: Buffer; fileName: string | undefined };
  /** The form's own fields, by name, when it was posted as a page's form (no JavaScript). */
  fields?: Record<string, string>;
}

/** How the details travel: as JSON in `formData` (the API), or one field each (a page's form). */
type DetailsFormat = 'json' | 'fields';

/** Room for the form fields and multipart framing on top of the largest resume. */
const FRAMING_ALLOWANCE = 256 * 1024;

const UPLOAD_LIMITS = {
  // "Less than 5MB": a file of exactly 5 MB is already too large.
  fileSize: RESUME_MAX_BYTES - 1,
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  headerPairs: 50,
};

/** A page's form sends each detail, every screening answer and the honeypot as its own field. */
const PAGE_FORM_LIMITS = { ...UPLOAD_LIMITS, fields: 80, parts: 82, fieldSize: 4 * 1024 };

// The rest of an oversized body is not worth reading: the connection is closed after the answer.
// The plugin honours throwFileSizeLimit per call, but its typings for parts() leave it out.
// Off, so a cut-off file is seen as `file.truncated` and answered with the spec's message.
const PARTS_OPTIONS: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
  limits: UPLOAD_LIMITS,
  fileHwm: PART_HIGH_WATER_MARK,
  throwFileSizeLimit: false,
};

const fileTooLarge = () =>
  new HttpError(413, applicationMessages.resumeSize, undefined, { Connection: 'close' });

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function translatePartError(error: unknown): unknown {
  const code = (error as { code?: string })?.code;
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return badRequest('The application details could not be read.', {
      formData: 'The application details could not be read.',
    });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'Please send the application details and one resume only.');
  }
  return callerMultipartError(error);
}

/**
 * Streams the multipart body with explicit limits. The resume is held in memory
 * only up to the size limit: a declared body that cannot fit is refused before
 * reading, and a stream that runs past the limit is cut off by busboy.
 */
export async function readApplicationUpload(
  request: FastifyRequest,
  format: DetailsFormat = 'json',
): Promise<ApplicationUpload> {
  if (!request.isMultipart()) {
    throw badRequest('Please send the application as a form with formData and formResume.');
  }
  const refuseTooLarge = (bytes: number) => {
    request.log.warn(
      { event: 'careers.apply.refused', reason: 'too-large', bytes },
      'resume refused: over the size limit',
    );
    return fileTooLarge();
  };
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > RESUME_MAX_BYTES + FRAMING_ALLOWANCE) throw refuseTooLarge(declared);

  const upload: ApplicationUpload = format === 'fields' ? { fields: {} } : {};
  const options =
    format === 'fields' ? { ...PARTS_OPTIONS, limits: PAGE_FORM_LIMITS } : PARTS_OPTIONS;
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const content = await readAll(part.file);
        if (part.file.truncated) throw refuseTooLarge(content.length);
        // A page's form with no file chosen still sends the part, nameless and empty.
        const chosen = !upload.fields || content.length > 0 || Boolean(part.filename);
        if (part.fieldname === 'formResume' && chosen) {
          upload.resume = { content, fileName: part.filename };
        }
      } else if (part.fieldname === 'website') {
        upload.website = String(part.value ?? '');
      } else if (upload.fields) {
        if (part.valueTruncated) {
          throw badRequest('The application details are too long.', {
            [part.fieldname]: 'This answer is too long.',
          });
        }
        upload.fields[part.fieldname] = String(part.value ?? '');
      } else if (part.fieldname === 'formData') {
        if (part.valueTruncated) {
          throw badRequest('The application details are too long.', {
            formData: 'The application details are too long.',
          });
        }
        upload.formData = part.value;
      }
    }
  } catch (error) {
    throw translatePartError(error);
  }
  return upload;
}
