import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  applicationDetailSchema,
  applicationListItemSchema,
  resumeLinkSchema,
} from '@vistaar/shared/contract';
import { appliedRangeSchema } from '@vistaar/shared/validation';
import { auditedSearch } from '../../lib/audit';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  pageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { found, gone, notFound } from '../../lib/http-error';
import { validateWith } from '../../lib/yup-errors';
import { idParamsSchema } from '../../lib/common-schemas';
import {
  APPLICATION_NOT_FOUND,
  RESUME_ERASED,
  applicationPresence,
  applicationsQuerySchema,
  findApplicationDetail,
  listApplications,
  signedResumeUrl,
  toApplicationDetail,
  toApplicationListItem,
} from '../applications';
import { recordRead, RECRUITING, signedInStaff } from '../auth';
import { applicationRatings } from '../interviews';

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
      await recordRead(db, request, 'application', null, 'application.list-viewed', {
        ...auditedSearch(request.query, ['search']),
        ids: rows.map((row) => row.id),
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
      const row = found(await findApplicationDetail(db, request.params.id), APPLICATION_NOT_FOUND);
      await recordRead(db, request, 'application', row.id, 'application.viewed');
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
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const presence = await applicationPresence(db, request.params.id);
      if (presence === 'missing') throw notFound(APPLICATION_NOT_FOUND);
      if (presence === 'erased') throw gone(RESUME_ERASED);
      await recordRead(db, request, 'application', request.params.id, 'resume.opened');
      return {
        success: true,
        data: {
          url: signedResumeUrl(app.linkSigner, request.params.id, signedInStaff(request).id),
        },
      };
    },
  );
};
