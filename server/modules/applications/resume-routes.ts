import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { signedLinkQuerySchema } from '../../lib/common-schemas';
import { forbidden, found, gone } from '../../lib/http-error';
import { recordRead } from '../auth';
import { linkReader, sendStoredFile, signedResumeResponses, verifyReaderLink } from '../files';
import { findApplicationResume } from './applications-repository';
import { idParamsSchema } from './application-schemas';
import { resumeResource } from './application-views';

export const APPLICATION_NOT_FOUND = 'Application not found.';
const RESUME_LINK_INVALID = 'This resume link is not valid.';
/** An erased application's resume: deleted with the applicant's other data. */
export const RESUME_ERASED = 'This application was erased; its resume is no longer held.';
const RESUME_LINK_EXPIRED =
  'This resume link has expired. Open the resume again from the applications desk.';

const tags = ['Careers'];

/** Public: the resume file itself, whose signed link (from the desk) is the permission. */
export const resumeFileRoutes: AppPluginAsync = async (app) => {
  app.get(
    '/api/career/applications/:id/resume',
    {
      schema: {
        tags,
        summary: 'The resume file; the signed link is the permission (no token)',
        params: idParamsSchema,
        querystring: signedLinkQuerySchema,
        response: signedResumeResponses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const check = verifyReaderLink(app.linkSigner, resumeResource(id), request.query);
      if (check !== 'ok') {
        request.log.warn(
          { event: 'careers.resume.refused', reason: check, applicationId: id },
          'resume link refused',
        );
        throw forbidden(check === 'expired' ? RESUME_LINK_EXPIRED : RESUME_LINK_INVALID);
      }
      const file = found(await findApplicationResume(app.database.db, id), APPLICATION_NOT_FOUND);
      if (file.erased_at !== null) throw gone(RESUME_ERASED);
      request.log.info({ event: 'careers.resume.opened', applicationId: id }, 'resume opened');
      const reader = linkReader(request, request.query.reader);
      // The bytes themselves, as opposed to the link: logged as read by whom the link was made for.
      if (reader) await recordRead(app.database.db, reader, 'application', id, 'resume.downloaded');
      // Inline, so the link opens in a browser tab; the sandbox CSP keeps it inert.
      return sendStoredFile(reply, file, { disposition: 'inline' });
    },
  );
};
