import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { idParamsSchema, signedLinkQuerySchema } from '../../lib/common-schemas';
import { forbidden, found, gone } from '../../lib/http-error';
import { recordRead } from '../auth';
import {
  findStoredFile,
  linkReader,
  sendStoredFile,
  signedResumeResponses,
  verifyReaderLink,
} from '../files';
import { findIntakeItem } from './intake-repository';
import { INTAKE_ITEM_NOT_FOUND } from './intake-service';
import { intakeFilePath } from './intake-views';

const LINK_INVALID = 'This resume link is not valid.';
const LINK_EXPIRED = 'This resume link has expired. Open the item again from the intake queue.';
const FILE_GONE = 'This resume is no longer held here: it was accepted or discarded.';

/** Public: an intake item's resume, whose signed link (from the review screen) is the permission. */
export const intakeFileRoutes: AppPluginAsync = async (app) => {
  app.get(
    '/api/intake/items/:id/file',
    {
      schema: {
        tags: ['Intake'],
        summary: "An intake item's resume; the signed link is the permission (no token)",
        params: idParamsSchema,
        querystring: signedLinkQuerySchema,
        response: signedResumeResponses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const check = verifyReaderLink(app.linkSigner, intakeFilePath(id), request.query);
      if (check !== 'ok') throw forbidden(check === 'expired' ? LINK_EXPIRED : LINK_INVALID);
      const db = app.database.db;
      const item = found(await findIntakeItem(db, id), INTAKE_ITEM_NOT_FOUND);
      if (item.file_id === null) throw gone(FILE_GONE);
      const file = found(await findStoredFile(db, item.file_id), INTAKE_ITEM_NOT_FOUND);
      const reader = linkReader(request, request.query.reader);
      if (reader) await recordRead(db, reader, 'intake', id, 'intake.resume.opened');
      // Inline, so the review screen shows it beside the fields; the sandbox CSP keeps it inert.
      return sendStoredFile(reply, file, { disposition: 'inline' });
    },
  );
};
