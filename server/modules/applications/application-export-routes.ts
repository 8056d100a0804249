import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { applicationFiltersSchema } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import { auditedSearch } from '../../lib/audit';
import { standardErrorResponses } from '../../lib/envelope';
import { recordRead, RECRUITING, signedInStaff } from '../auth';
import { applicationsCsv, sendApplicationsCsv } from './application-export';
import { countExportRows } from './application-list-repository';
import { withOverdueCutoffs } from './overdue-filter';

/** The desk's applications under its current filters, as a CSV file. */
export const applicationExportRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/career/export-job-applications',
    {
      config: { roles: RECRUITING },
      schema: {
        tags: ['Careers'],
        summary:
          'Every application under the desk filters as CSV (UTF-8 with BOM), newest first, streamed',
        querystring: applicationFiltersSchema,
        response: {
          200: { description: 'CSV', type: 'string' },
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const filters = await withOverdueCutoffs(db, {
        ...request.query,
        ratingReader: signedInStaff(request).id,
      });
      const asOf = nowIso();
      const rows = await countExportRows(db, filters, asOf);
      // Every read of applications is on the audit trail; an export is the widest read of all.
      await recordRead(db, request, 'application', null, 'application.exported', {
        filters: auditedSearch(request.query, ['search']),
        rows,
      });
      return sendApplicationsCsv(reply, applicationsCsv(db, filters, asOf));
    },
  );
};
