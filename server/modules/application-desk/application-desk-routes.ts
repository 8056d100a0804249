import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { PIPELINE_BULK_MOVE_MAX } from '@vistaar/shared/config';
import {
  applicationDetailSchema,
  applicationListItemSchema,
  matchingApplicationSchema,
  resumeLinkSchema,
} from '@vistaar/shared/contract';
import {
  applicationFiltersSchema,
  applicationsFilterMessages,
  applicationsQuerySchema,
} from '@vistaar/shared/validation';
import { auditedSearch } from '../../lib/audit';
import { rememberingQueryValidator } from '../../lib/remembered-validation';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  pageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { badRequest, found, gone, notFound } from '../../lib/http-error';
import { idParamsSchema } from '../../lib/common-schemas';
import {
  APPLICATION_NOT_FOUND,
  RESUME_ERASED,
  applicationListQueries,
  applicationPresence,
  findApplicationDetail,
  listApplications,
  managedBy,
  openApplication,
  signedResumeUrl,
  toApplicationDetail,
  toApplicationListItem,
  withOverdueCutoffs,
} from '../applications';
import { loadOverdueRules } from '../work-calendar';
import { HIRING_TEAM, recordRead, signedInStaff } from '../auth';
import { applicationRatings } from '../interviews';
import { unreadReplyCounts } from './desk-repository';

const tags = ['Careers'];

/** The applications desk: staff only. */
export const applicationDeskRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/career/get-job-applications',
    {
      config: { roles: HIRING_TEAM },
      validatorCompiler: rememberingQueryValidator,
      schema: {
        tags,
        summary: 'Applications, newest first, with search, filters and paging',
        querystring: applicationsQuerySchema,
        response: { 200: pageEnvelopeSchema(applicationListItemSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      const reader = staff.id;
      // What the answer depends on besides the data: the reader (ratings withheld, a hiring
      // manager's own jobs) and the query.
      const page = await app.readCache.read(
        `applications:${reader}:${staff.role}:${request.url}`,
        async () => {
          const [{ rows, total }, rules] = await Promise.all([
            listApplications(
              db,
              await withOverdueCutoffs(db, {
                ...request.query,
                ratingReader: reader,
                managedBy: managedBy(staff),
              }),
            ),
            loadOverdueRules(db),
          ]);
          const ids = rows.map((row) => row.id);
          const [ratings, unread] = await Promise.all([
            applicationRatings(db, ids, reader),
            unreadReplyCounts(db, ids),
          ]);
          return {
            ids,
            answer: {
              success: true as const,
              data: rows.map((row) => ({
                ...toApplicationListItem(row, app.linkSigner, ratings.get(row.id) ?? null, reader),
                ...(rules.isOverdue(row.stage_id, row.stage_entered_at) ? { overdue: true } : {}),
                ...(unread.has(row.id) ? { unreadReplies: unread.get(row.id) } : {}),
              })),
              total,
            },
          };
        },
      );
      // The list carries resume links: every read of applications is on the audit trail, a
      // kept answer's as much as a fresh one's.
      await recordRead(db, request, 'application', null, 'application.list-viewed', {
        ...auditedSearch(request.query, ['search']),
        ids: page.ids,
      });
      return page.answer;
    },
  );

  app.get(
    '/api/career/applications/matching',
    {
      config: { roles: HIRING_TEAM },
      schema: {
        tags,
        summary: `Every application the search and filters match (ids and names, at most ${PIPELINE_BULK_MOVE_MAX}), newest first, for a bulk move`,
        querystring: applicationFiltersSchema,
        response: { 200: pageEnvelopeSchema(matchingApplicationSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const queries = applicationListQueries(db, {
        ...(await withOverdueCutoffs(db, request.query)),
        managedBy: managedBy(signedInStaff(request)),
        page: 1,
        limit: PIPELINE_BULK_MOVE_MAX,
      });
      const total = Number((await queries.count.executeTakeFirstOrThrow()).total);
      if (total > PIPELINE_BULK_MOVE_MAX)
        throw badRequest(applicationsFilterMessages.matchingTooMany);
      const rows = await queries.page
        .clearSelect()
        .select(['a.id', 'a.first_name', 'a.last_name'])
        .execute();
      const ids = rows.map((row) => row.id);
      // Names of applicants leave the server: a read of applications, on the audit trail.
      await recordRead(db, request, 'application', null, 'application.list-viewed', {
        ...auditedSearch(request.query, ['search']),
        matching: true,
        ids,
      });
      return {
        success: true,
        data: rows.map((row) => ({ id: row.id, fullName: `${row.first_name} ${row.last_name}` })),
        total,
      };
    },
  );

  app.get(
    '/api/career/applications/:id',
    {
      config: { roles: HIRING_TEAM },
      schema: {
        tags,
        summary: 'One application with its resume details',
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(applicationDetailSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      await openApplication(db, signedInStaff(request), request.params.id);
      const row = found(await findApplicationDetail(db, request.params.id), APPLICATION_NOT_FOUND);
      await recordRead(db, request, 'application', row.id, 'application.viewed');
      const reader = signedInStaff(request).id;
      const ratings = await applicationRatings(db, [row.id], reader);
      return {
        success: true,
        data: toApplicationDetail(row, app.linkSigner, ratings.get(row.id) ?? null, reader),
      };
    },
  );

  app.get(
    '/api/career/applications/:id/resume-link',
    {
      config: { roles: HIRING_TEAM },
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
      await openApplication(db, signedInStaff(request), request.params.id);
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
