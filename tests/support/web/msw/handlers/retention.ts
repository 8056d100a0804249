import { http } from 'msw';
import { retentionHoldSchema, retentionMessages } from '@vistaar/shared/validation';
import { db } from '../db';
import {
  api,
  conflict,
  forbidden,
  listPage,
  notFound,
  ok,
  staffAnswer,
  validateWith,
} from '../answers';

const privacyRoles = () => {
  if (db.staffRole !== 'admin' && db.staffRole !== 'hr') {
    throw forbidden('Your role does not allow this. Ask an admin if you need it.');
  }
};

function quarantined(id: number) {
  const item = db.retentionQuarantine.find((entry) => entry.id === id);
  if (!item) throw notFound(retentionMessages.notFound);
  return item;
}

/** `features/privacy` (retention): the quarantine, legal holds and the last runs, for admins and HR. */
export const retentionHandlers = [
  http.get(
    api('/api/privacy/retention/quarantine'),
    staffAnswer(({ request }) => {
      privacyRoles();
      const sorted = [...db.retentionQuarantine].sort(
        (a, b) => a.eraseOn.localeCompare(b.eraseOn) || a.id - b.id,
      );
      return listPage(new URL(request.url), sorted);
    }),
  ),
  http.put(
    api('/api/privacy/retention/quarantine/:id/hold'),
    staffAnswer(async ({ request, params }) => {
      privacyRoles();
      const item = quarantined(Number(params.id));
      const { reason } = await validateWith(retentionHoldSchema, await request.json());
      item.hold = { reason, staffName: 'Hr', at: new Date().toISOString() };
      return ok({ message: 'The record is on legal hold.', data: item });
    }),
  ),
  http.delete(
    api('/api/privacy/retention/quarantine/:id/hold'),
    staffAnswer(({ params }) => {
      privacyRoles();
      const item = quarantined(Number(params.id));
      if (!item.hold) throw conflict(retentionMessages.notHeld);
      db.retentionQuarantine = db.retentionQuarantine.filter((entry) => entry.id !== item.id);
      return ok({
        message: 'Hold released. The next retention run applies the rules to the record again.',
      });
    }),
  ),
  http.get(
    api('/api/privacy/retention/runs'),
    staffAnswer(() => {
      privacyRoles();
      return ok({ data: db.retentionRuns });
    }),
  ),
];
