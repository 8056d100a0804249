import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  applicationDetailSchema,
  applicationListItemSchema,
  resumeLinkSchema,
} from '@vistaar/shared/contract';
import { RECRUITING } from '../auth/route-roles';
import { signedLinkQuerySchema } from '../../lib/common-schemas';
import { dataEnvelopeSchema, pageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/http-error';
import { appliedRangeSchema } from '@vistaar/shared/validation';
import { recordAudit } from '../../lib/audit';
import { validateWith } from '../../lib/yup-errors';
import { auditActor, signedInStaff } from '../auth/require-staff';
import { sendStoredFile, verifyReaderLink } from '../files/file-storage';
import { applicationRatings } from '../interviews/feedback-repository';
import {
  applicationExists,
  findApplicationDetail,
  findApplicationResume,
  listApplications,
} from './applications-repository';
import { applicationsQuerySchema, idParamsSchema } from './careers-schemas';
import {
  resumeResource,
  signedResumeUrl,
  toApplicationDetail,
  toApplicationListItem,
} from './careers-views';

const APPLICATION_NOT_FOUND = 'Application not found.';
export const RESUME_LINK_INVALID = 'This resume link is not valid.';
export const RESUME_LINK_EXPIRED =
  'This resume link has expired. Open the resume again from the applications desk.';

const tags = ['Careers'];

/** The applications desk: staff only. */
export const applicationDeskRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/career/get-job-applications',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'Applications, newest first, with search, filters and paging',
        querystring: applicationsQuerySchema,
        response: { 200: pageEnvelopeSchema(applicationListItemSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { appliedFrom, appliedTo } = request.query;
      await validateWith(appliedRangeSchema, { appliedFrom, appliedTo });
      const { rows, total } = await listApplications(db, request.query);
      const ratings = await applicationRatings(
        db,
        rows.map((row) => row.id),
      );
      // The list carries resume links: every read of applications is on the audit trail.
      await recordAudit(db, auditActor(request), {
        action: 'application.list-viewed',
        entity: 'application',
        details: { ...request.query, ids: rows.map((row) => row.id) },
      });
      return {
        success: true,
        data: rows.map((row) =>
          toApplicationListItem(
            row,
            app.linkSigner,
            ratings.get(row.id) ?? null,
            signedInStaff(request).id,
          ),
        ),
        total,
      };
    },
  );

  app.get(
    '/api/career/applications/:id',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'One application with its resume details',
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(applicationDetailSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const row = await findApplicationDetail(db, request.params.id);
      if (!row) throw notFound(APPLICATION_NOT_FOUND);
      await recordAudit(db, auditActor(request), {
        action: 'application.viewed',
        entity: 'application',
        entityId: row.id,
      });
      const ratings = await applicationRatings(db, [row.id]);
      return {
        success: true,
        data: toApplicationDetail(
          row,
          app.linkSigner,
          ratings.get(row.id) ?? null,
          signedInStaff(request).id,
        ),
      };
    },
  );

  app.get(
    '/api/career/applications/:id/resume-link',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'A fresh signed resume link, valid 15 minutes',
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema(resumeLinkSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      if (!(await applicationExists(db, request.params.id))) throw notFound(APPLICATION_NOT_FOUND);
      await recordAudit(db, auditActor(request), {
        action: 'resume.opened',
        entity: 'application',
        entityId: request.params.id,
      });
      return {
        success: true,
        data: {
          url: signedResumeUrl(app.linkSigner, request.params.id, signedInStaff(request).id),
        },
      };
    },
  );
};

/** Public: the resume file itself, whose signed link (from the desk) is the permission. */
export const resumeFileRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/career/applications/:id/resume',
    {
      schema: {
        tags,
        summary: 'The resume file; the signed link is the permission (no token)',
        params: idParamsSchema,
        querystring: signedLinkQuerySchema,
        response: {
          200: { description: 'The resume (PDF, DOC or DOCX)', type: 'string', format: 'binary' },
          ...standardErrorResponses,
        },
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
      const file = await findApplicationResume(app.database.db, id);
      if (!file) throw notFound(APPLICATION_NOT_FOUND);
      request.log.info({ event: 'careers.resume.opened', applicationId: id }, 'resume opened');
      const { reader } = request.query;
      // The bytes themselves, as opposed to the link: logged as read by whom the link was made for.
      if (reader !== undefined) {
        await recordAudit(
          app.database.db,
          { staffId: reader, requestId: request.id, ip: request.ip },
          { action: 'resume.downloaded', entity: 'application', entityId: id },
        );
      }
      // Inline, so the link opens in a browser tab; the sandbox CSP keeps it inert.
      return sendStoredFile(reply, file, { disposition: 'inline' });
    },
  );
};
