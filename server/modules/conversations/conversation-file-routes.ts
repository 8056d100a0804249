import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { conversationMessages } from '@vistaar/shared/validation';
import { idParamsSchema, signedLinkQuerySchema } from '../../lib/common-schemas';
import { standardErrorResponses } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/http-error';
import { recordRead } from '../auth';
import { findStoredFile, linkReader, sendStoredFile, verifyReaderLink } from '../files';
import { conversationFilePath } from './conversation-views';

const LINK_INVALID = 'This attachment link is not valid.';
const LINK_EXPIRED = 'This attachment link has expired. Open the conversation again.';

/** Public: a file that came with a candidate's e-mail, whose signed link is the permission. */
export const conversationFileRoutes: AppPluginAsync = async (app) => {
  app.get(
    '/api/conversation-files/:id',
    {
      schema: {
        tags: ['Conversations'],
        summary:
          "A file from a candidate's e-mail (PDF, Word or image, checked by content); the signed link is the permission (no token)",
        params: idParamsSchema,
        querystring: signedLinkQuerySchema,
        response: {
          200: { description: 'The file', type: 'string', format: 'binary' },
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const check = verifyReaderLink(app.linkSigner, conversationFilePath(id), request.query);
      if (check !== 'ok') throw forbidden(check === 'expired' ? LINK_EXPIRED : LINK_INVALID);
      const db = app.database.db;
      const file = await findStoredFile(db, id);
      if (!file || file.purpose !== 'mail-attachment')
        throw notFound(conversationMessages.fileNotFound);
      const reader = linkReader(request, request.query.reader);
      if (reader) await recordRead(db, reader, 'stored-file', id, 'conversation.file.opened');
      // Downloaded, never shown in the page's origin; the sandbox CSP keeps it inert anyway.
      return sendStoredFile(reply, file, { disposition: 'attachment' });
    },
  );
};
