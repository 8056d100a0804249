import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '@vistaar/shared/config/candidate-import';
import { candidateImportMessages as m } from '@vistaar/shared/validation';
import { HttpError, badRequest } from '../../lib/http-error';
import { PART_HIGH_WATER_MARK } from '../../lib/multipart-buffering';
import { callerMultipartError } from '../../lib/multipart-errors';

/** Room for the multipart framing on top of the file's bytes. */
const FRAMING_ALLOWANCE = 64 * 1024;

const PARTS_OPTIONS: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
  limits: {
    fileSize: IMPORT_MAX_BYTES,
    files: 1,
    fields: 0,
    parts: 1,
    fieldNameSize: 100,
    headerPairs: 50,
  },
  fileHwm: PART_HIGH_WATER_MARK,
  throwFileSizeLimit: false,
};

const tooLarge = () => new HttpError(413, m.fileTooLarge, undefined, { Connection: 'close' });

/** Reads the one `file` part of an import upload, within the size limit; its content is checked later. */
export async function readImportUpload(
  request: FastifyRequest,
): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest(m.fileRequired, { file: m.fileRequired });
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES + FRAMING_ALLOWANCE) {
    throw tooLarge();
  }
  let file: { name: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts(PARTS_OPTIONS)) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === 'file') {
        file = { name: part.filename ?? '', content: Buffer.concat(chunks) };
      }
    }
  } catch (error) {
    const code = (error as { code?: string })?.code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest(m.fileRequired, { file: m.fileRequired });
    }
    throw callerMultipartError(error);
  }
  if (!file || file.content.length === 0)
    throw badRequest(m.fileRequired, { file: m.fileRequired });
  return file;
}
