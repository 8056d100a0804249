import type { FastifyRequest } from 'fastify';
import { INTAKE_MAX_FILES, INTAKE_MAX_UPLOAD_BYTES } from '@vistaar/shared/config/intake';
import { intakeMessages, intakeUploadSchema } from '@vistaar/shared/validation';
import { HttpError, badRequest } from '../../lib/http-error';
import { PART_HIGH_WATER_MARK } from '../../lib/multipart-buffering';
import { callerMultipartError } from '../../lib/multipart-errors';
import { validateWith } from '../../lib/yup-errors';
import type { IncomingFile } from './intake-service';

const TOO_LARGE = `An upload may hold at most ${INTAKE_MAX_FILES} files and 50 MB in all.`;
/** Room for the multipart framing of many files on top of their bytes. */
const FRAMING_ALLOWANCE = 1024 * 1024;

const PARTS_OPTIONS: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
  limits: {
    fileSize: INTAKE_MAX_UPLOAD_BYTES,
    files: INTAKE_MAX_FILES,
    fields: 2,
    parts: INTAKE_MAX_FILES + 2,
    fieldSize: 1024,
    fieldNameSize: 100,
    headerPairs: 50,
  },
  fileHwm: PART_HIGH_WATER_MARK,
  throwFileSizeLimit: false,
};

const tooLarge = () => new HttpError(413, TOO_LARGE, undefined, { Connection: 'close' });

/**
 * Reads an upload to the intake: `files` (one or many resumes, or a zip of them) and `jobId`
 * (0 or absent: the pool), within the upload's limits; the files' contents are checked later.
 */
export async function readIntakeUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(intakeMessages.filesRequired);
  if (
    Number(request.headers['content-length'] ?? 0) >
    INTAKE_MAX_UPLOAD_BYTES + FRAMING_ALLOWANCE
  ) {
    throw tooLarge();
  }
  const files: IncomingFile[] = [];
  const fields: Record<string, unknown> = {};
  let total = 0;
  try {
    for await (const part of request.parts(PARTS_OPTIONS)) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) {
          total += (chunk as Buffer).length;
          if (total > INTAKE_MAX_UPLOAD_BYTES) throw tooLarge();
          chunks.push(chunk as Buffer);
        }
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === 'files') {
          files.push({ name: part.filename, content: Buffer.concat(chunks) });
        }
      } else if (part.fieldname === 'jobId') {
        fields.jobId = part.value === '' ? undefined : part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string })?.code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw tooLarge();
    }
    throw callerMultipartError(error);
  }
  const { jobId } = await validateWith(intakeUploadSchema, fields);
  if (files.length === 0)
    throw badRequest(intakeMessages.filesRequired, { files: intakeMessages.filesRequired });
  return { jobId: jobId === 0 ? null : jobId, files };
}
