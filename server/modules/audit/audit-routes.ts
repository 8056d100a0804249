import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { auditEntrySchema } from '@vistaar/shared/contract';
import { isIsoDate } from '@vistaar/shared/validation';
import { boundedInteger, pagingProperties } from '../../lib/common-schemas';
import { dataEnvelopeSchema, pageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { ADMINS, recordRead } from '../auth';
import { auditCsv } from './audit-csv';
import {
  GROUPED_ACTION,
  listAuditActions,
  listAuditEntries,
  listAuditEntriesGrouped,
  type AuditFilters,
  type GroupedAuditRow,
} from './audit-repository';

const tags = ['Audit trail'];
const config = { roles: ADMINS };
/** An export holds at most this many entries; narrow the dates for more. */
const EXPORT_LIMIT = 10_000;

const filterProperties = {
  staffId: boundedInteger(1, 2_147_483_647),
  action: { type: 'string', maxLength: 80 },
  from: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD (UTC), inclusive' },
  to: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD (UTC), inclusive' },
} as const;

function checkedFilters(query: AuditFilters): AuditFilters {
  const errors: Record<string, string> = {};
  for (const name of ['from', 'to'] as const) {
    if (query[name] && !isIsoDate(query[name])) errors[name] = 'Enter a date as YYYY-MM-DD.';
  }
  if (!errors.from && !errors.to && query.from && query.to && query.from > query.to) {
    errors.to = 'The end date must not be before the start date.';
  }
  if (Object.keys(errors).length > 0) throw badRequest('Check the filters.', errors);
  return query;
}

const toEntry = (row: GroupedAuditRow) => ({
  id: row.id,
  at: row.created_at,
  staffId: row.staff_id,
  staffName: row.staff_name ?? null,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  details:
    row.action === GROUPED_ACTION
      ? JSON.stringify({ views: row.views, employees: row.employees, since: row.first_at })
      : row.details,
  address: row.ip,
});

/** The audit trail, read-only: nothing here edits or deletes an entry. Admins only. */
export const auditRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/audit',
    {
      config,
      schema: {
        tags,
        summary:
          "Audit entries, newest first, filtered by staff member, kind and dates; a member's employee-photo views of one UTC day are one entry",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...filterProperties,
            ...pagingProperties,
          },
        },
        response: { 200: pageEnvelopeSchema(auditEntrySchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      // The trail shows every read made before this one.
      await app.auditBatch.flush();
      const { rows, total } = await listAuditEntriesGrouped(db, checkedFilters(filters), {
        offset: (page - 1) * limit,
        limit,
      });
      return { success: true, data: rows.map(toEntry), total };
    },
  );

  app.get(
    '/api/audit/actions',
    {
      config,
      schema: {
        tags,
        summary: 'The kinds of change in the audit trail, for its filter',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: { type: 'string' } }),
          ...standardErrorResponses,
        },
      },
    },
    async () => {
      await app.auditBatch.flush();
      return { success: true, data: await listAuditActions(db) };
    },
  );

  app.get(
    '/api/audit/export',
    {
      config,
      schema: {
        tags,
        summary: 'The filtered audit entries as a CSV file (at most 10,000)',
        querystring: { type: 'object', additionalProperties: false, properties: filterProperties },
        response: {
          200: { description: 'CSV', type: 'string' },
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const filters = checkedFilters(request.query);
      await app.auditBatch.flush();
      const { rows } = await listAuditEntries(db, filters, { offset: 0, limit: EXPORT_LIMIT });
      await recordRead(db, request, 'audit_log', null, 'audit.exported', {
        ...filters,
        rows: rows.length,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .send(auditCsv(rows));
    },
  );
};
