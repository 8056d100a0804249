import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { appliedRangeSchema } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import { auditedSearch } from '../../lib/audit';
import { standardErrorResponses } from '../../lib/envelope';
import { validateWith } from '../../lib/yup-errors';
import { recordRead, RECRUITING } from '../auth';
import { applicationsCsv, sendApplicationsCsv } from './application-export';
import { countExportRows } from './applications-repository';
import { applicationFiltersQuerySchema } from './application-schemas';

/** The desk's applications under its current filters, as a CSV file. */
export const applicationExportRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/career/export-job-applications',
    {
      config: { roles: RECRUITING },
      schema: {
        tags: ['Careers'],
        summary:
          'Every application under the desk filters as CSV (UTF-8 with BOM), newest first, streamed',
        querystring: applicationFiltersQuerySchema,
        response: {
          200: { description: 'CSV', type: 'string' },
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const filters = request.query;
      await validateWith(appliedRangeSchema, {
        appliedFrom: filters.appliedFrom,
        appliedTo: filters.appliedTo,
      });
      const asOf = nowIso();
      const rows = await countExportRows(db, filters, asOf);
      // Every read of applications is on the audit trail; an export is the widest read of all.
      await recordRead(db, request, 'application', null, 'application.exported', {
        filters: auditedSearch(filters, ['search']),
        rows,
      });
      return sendApplicationsCsv(reply, applicationsCsv(db, filters, asOf));
    },
  );
};
