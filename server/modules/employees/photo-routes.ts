import type { FastifyInstance } from 'fastify';
import { standardErrorResponses } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/http-error';
import { findStoredFile, sendStoredFile } from '../files/file-storage';
import { boundedInteger } from '../../lib/common-schemas';
import { photoPath } from './photo-links';

export const PHOTO_LINK_INVALID = 'This photo link is not valid.';
export const PHOTO_LINK_EXPIRED = 'This photo link has expired. Please reload the page.';

export async function photoRoutes(app: FastifyInstance) {
  app.get<{ Params: { fileId: number }; Querystring: { expires?: string; signature?: string } }>(
    '/api/files/photos/:fileId',
    {
      schema: {
        tags: ['Employees'],
        summary: 'An employee photo, through a signed short-lived link',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['fileId'],
          properties: { fileId: boundedInteger(1, 2_147_483_647) },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            expires: { type: 'string', maxLength: 20 },
            signature: { type: 'string', maxLength: 100 },
          },
        },
        response: { ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const check = app.linkSigner.verify(
        photoPath(fileId),
        request.query.expires,
        request.query.signature,
      );
      if (check !== 'ok') {
        request.log.info({ event: 'photo.link_refused', reason: check }, 'photo link refused');
        throw forbidden(check === 'expired' ? PHOTO_LINK_EXPIRED : PHOTO_LINK_INVALID);
      }
      const file = await findStoredFile(app.database.db, fileId);
      // A signed link may outlive its photo (replaced or deleted since).
      if (!file || file.purpose !== 'photo') throw notFound('This photo is no longer available.');
      return sendStoredFile(reply, file);
    },
  );
}
