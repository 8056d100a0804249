import { reportJobSchema } from '@vistaar/shared/contract';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { reportFiltersSchema } from '@vistaar/shared/validation';
import { UTF8_BOM } from '../../lib/csv';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { managedBy } from '../applications';
import { REPORTS, signedInStaff } from '../auth';
import { REPORT_VIEWS, type ReportView } from './report-views';
import { listReportJobs } from './reports-repository';

/**
 * Hiring reports: counts only, never a person's details. Hiring managers see their own jobs'
 * applications; admins, recruiters and HR every one.
 */
export const reportRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const tags = ['Reports'];

  app.get(
    '/api/reports/jobs',
    {
      config: { roles: REPORTS },
      schema: {
        tags,
        summary: 'The jobs the reports may be narrowed to (a hiring manager: their own)',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: reportJobSchema }),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => ({
      success: true,
      data: await listReportJobs(db, managedBy(signedInStaff(request))),
    }),
  );

  for (const [name, definition] of Object.entries(REPORT_VIEWS) as [
    string,
    ReportView<unknown>,
  ][]) {
    app.get(
      `/api/reports/${name}`,
      {
        config: { roles: REPORTS },
        schema: {
          tags,
          summary: definition.summary,
          querystring: reportFiltersSchema,
          response: { 200: dataEnvelopeSchema(definition.schema), ...standardErrorResponses },
        },
      },
      async (request) => {
        const scope = { ...request.query, managedBy: managedBy(signedInStaff(request)) };
        return { success: true, data: await definition.build(db, scope, new Date()) };
      },
    );

    app.get(
      `/api/reports/${name}/csv`,
      {
        config: { roles: REPORTS },
        schema: {
          tags,
          summary: `${definition.summary}, as CSV (UTF-8 with BOM)`,
          querystring: reportFiltersSchema,
          response: { 200: { description: 'CSV', type: 'string' }, ...standardErrorResponses },
        },
      },
      async (request, reply) => {
        const scope = { ...request.query, managedBy: managedBy(signedInStaff(request)) };
        const data = await definition.build(db, scope, new Date());
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="report-${name}-${indiaToday()}.csv"`,
          )
          .send(UTF8_BOM + definition.csv(data).join(''));
      },
    );
  }
};
