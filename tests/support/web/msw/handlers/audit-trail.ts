import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { api, badRequest, forbidden, listPage, ok, staffAnswer } from '../answers';

const adminOnly = () => {
  if (db.staffRole !== 'admin') {
    throw forbidden('Your role does not allow this. Ask an admin if you need it.');
  }
};

/** The entries matching the audit trail's filters, newest first, as the server selects them. */
function filtered(url: URL) {
  const staffId = url.searchParams.get('staffId');
  const action = url.searchParams.get('action');
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  if (from && to && from > to) {
    throw badRequest('Check the filters.', {
      to: 'The end date must not be before the start date.',
    });
  }
  return db.auditEntries
    .filter((entry) => !staffId || entry.staffId === Number(staffId))
    .filter((entry) => !action || entry.action === action)
    .filter((entry) => !from || entry.at.slice(0, 10) >= from)
    .filter((entry) => !to || entry.at.slice(0, 10) <= to)
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** `features/auditTrail`: the read-only audit trail, for admins only. */
export const auditTrailHandlers = [
  http.get(
    api('/api/audit'),
    staffAnswer(({ request }) => {
      adminOnly();
      const url = new URL(request.url);
      return listPage(url, filtered(url));
    }),
  ),
  http.get(
    api('/api/audit/actions'),
    staffAnswer(() => {
      adminOnly();
      return ok({ data: [...new Set(db.auditEntries.map((entry) => entry.action))].sort() });
    }),
  ),
  http.get(
    api('/api/audit/export'),
    staffAnswer(({ request }) => {
      adminOnly();
      const rows = filtered(new URL(request.url)).map((entry) =>
        [entry.at, entry.staffName ?? '', entry.action].join(','),
      );
      return new HttpResponse(['When (UTC),Staff member,Action', ...rows].join('\r\n'), {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }),
  ),
];
