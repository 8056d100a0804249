import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { boundedInteger, signedLinkQuerySchema } from '../../lib/common-schemas';
import { standardErrorResponses } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/http-error';
import { recordRead } from '../auth';
import { findStoredFile, linkReader, sendStoredFile, verifyReaderLink } from '../files';
import { photoPath } from './photo-links';

const PHOTO_LINK_INVALID = 'This photo link is not valid.';
const PHOTO_LINK_EXPIRED = 'This photo link has expired. Please reload the page.';

const photoParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fileId'],
  properties: { fileId: boundedInteger(1, 2_147_483_647) },
} as const;

/** Public: employee photos, each through a signed short-lived link (no token). */
export const photoRoutes: AppPluginAsync = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/files/photos/:fileId',
    {
      schema: {
        tags: ['Employees'],
        summary: 'An employee photo, through a signed short-lived link',
        params: photoParamsSchema,
        querystring: signedLinkQuerySchema,
        response: { ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const check = verifyReaderLink(app.linkSigner, photoPath(fileId), request.query);
      if (check !== 'ok') {
        request.log.info({ event: 'photo.link_refused', reason: check }, 'photo link refused');
        throw forbidden(check === 'expired' ? PHOTO_LINK_EXPIRED : PHOTO_LINK_INVALID);
      }
      const file = await findStoredFile(db, fileId);
      // A signed link may outlive its photo (replaced or deleted since).
      if (!file || file.purpose !== 'photo') throw notFound('This photo is no longer available.');
      const reader = linkReader(request, request.query.reader);
      // A staff member's link: the photo is part of the employee record they read.
      if (reader) {
        const employee = await db
          .selectFrom('employees')
          .select('id')
          .where('photo_file_id', '=', fileId)
          .executeTakeFirst();
        await recordRead(db, reader, 'employee', employee?.id ?? null, 'employee.photo-viewed');
      }
      return sendStoredFile(reply, file);
    },
  );
};
