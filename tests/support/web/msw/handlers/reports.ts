import { http, HttpResponse } from 'msw';
import { reportFiltersSchema } from '@vistaar/shared/validation';
import { db } from '../db';
import { api, forbidden, ok, staffAnswer, validateWith } from '../answers';

const REPORT_ROLES = ['admin', 'recruiter', 'hiring-manager', 'hr'];

const allowed = () => {
  if (!REPORT_ROLES.includes(db.staffRole)) {
    throw forbidden('Your role does not allow this. Ask an admin if you need it.');
  }
};

/** The filters checked by the server's schema (400 with a message per field). */
async function checkedQuery(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  await validateWith(reportFiltersSchema, query);
  return query;
}

/** `features/reports`: the hiring reports and their CSV files. */
export const reportsHandlers = [
  http.get(
    api('/api/reports/jobs'),
    staffAnswer(() => {
      allowed();
      return ok({ data: db.reportJobs });
    }),
  ),
  http.get(
    api('/api/reports/:view/csv'),
    staffAnswer<{ view: string }>(async ({ request, params }) => {
      allowed();
      const query = await checkedQuery(request);
      db.reportQueries.push({ view: params.view, csv: true, query });
      return new HttpResponse(`\uFEFFReport,${params.view}\r\n`, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="report-${params.view}-2026-11-28.csv"`,
        },
      });
    }),
  ),
  http.get(
    api('/api/reports/:view'),
    staffAnswer<{ view: string }>(async ({ request, params }) => {
      allowed();
      const query = await checkedQuery(request);
      db.reportQueries.push({ view: params.view, csv: false, query });
      return ok({ data: db.reports[params.view] });
    }),
  ),
];
