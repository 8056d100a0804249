import type { Kysely } from 'kysely';
import type { JSONSchema } from 'json-schema-to-ts';
import {
  ageingReportSchema,
  funnelReportSchema,
  interviewerLoadReportSchema,
  rejectionsReportSchema,
  reportJobSchema,
  sourcesReportSchema,
  timeReportSchema,
} from '@vistaar/shared/contract';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { reportFiltersSchema } from '@vistaar/shared/validation';
import type { Database } from '../../db/schema';
import { UTF8_BOM } from '../../lib/csv';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { managedBy } from '../applications';
import { REPORTS, signedInStaff } from '../auth';
import {
  ageingReport,
  funnelReport,
  interviewerLoadReport,
  rejectionsReport,
  reportCsv,
  sourcesReport,
  timeReport,
} from './report-views';
import { listReportJobs, type ReportScope } from './reports-repository';

interface ReportView<Data> {
  summary: string;
  schema: JSONSchema;
  build(db: Kysely<Database>, scope: ReportScope, now: Date): Promise<Data>;
  csv(data: Data): string[];
}

const view = <Data>(definition: ReportView<Data>) => definition;

/** The views, by the last segment of their path. */
const VIEWS = {
  funnel: view({
    summary: 'Applications that entered each stage in the range, and the share that went on',
    schema: funnelReportSchema,
    build: funnelReport,
    csv: reportCsv.funnel,
  }),
  time: view({
    summary: 'Time to hire, time to fill (median, 75th percentile) and median days in each stage',
    schema: timeReportSchema,
    build: timeReport,
    csv: reportCsv.time,
  }),
  sources: view({
    summary: 'Applications made in the range by source: reached interview, hired, conversion',
    schema: sourcesReportSchema,
    build: sourcesReport,
    csv: reportCsv.sources,
  }),
  interviewers: view({
    summary: 'Interviews per interviewer and ISO week, with missing and late feedback',
    schema: interviewerLoadReportSchema,
    build: interviewerLoadReport,
    csv: reportCsv.interviewers,
  }),
  ageing: view({
    summary: 'Open applications by whole days in their current stage',
    schema: ageingReportSchema,
    build: ageingReport,
    csv: reportCsv.ageing,
  }),
  rejections: view({
    summary: 'Rejections by reason and withdrawals in the range',
    schema: rejectionsReportSchema,
    build: rejectionsReport,
    csv: reportCsv.rejections,
  }),
};

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

  for (const [name, definition] of Object.entries(VIEWS) as [string, ReportView<unknown>][]) {
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
