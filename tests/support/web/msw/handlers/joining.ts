import { http } from 'msw';
import { dropoutSchema } from '@vistaar/shared/validation/joining-schema';
import type { JoiningRow } from '@vistaar/shared/contract';
import { db } from '../db';
import {
  api,
  conflict,
  listPage,
  matchesSearch,
  notFound,
  ok,
  searchOf,
  staffAnswer,
  validateWith,
} from '../answers';

const OFFER_NOT_FOUND = 'This offer does not exist.';
const ALREADY_DROPPED_OUT = 'This candidate has already been marked as dropped out.';

function joiningOf(id: number): JoiningRow {
  const row = db.joinings.find((item) => item.offerId === id);
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return row;
}

/** `features/joining`: accepted offers, mark joined (an employee record), mark dropped out. */
export const joiningHandlers = [
  http.get(
    api('/api/joinings'),
    staffAnswer(({ request }) => {
      const url = new URL(request.url);
      const search = searchOf(url);
      const state = url.searchParams.get('state');
      const atRisk = url.searchParams.get('atRisk') === 'true';
      return listPage(
        url,
        db.joinings.filter(
          (row) =>
            (!state || row.state === state) &&
            (!atRisk || row.risks.length > 0) &&
            matchesSearch(search, [row.candidateName, row.jobTitle, row.designation]),
        ),
      );
    }),
  ),
  http.post(
    api('/api/offers/:id/joined'),
    staffAnswer(({ params }) => {
      const row = joiningOf(Number(params.id));
      if (row.state === 'dropped-out') throw conflict(ALREADY_DROPPED_OUT);
      const employeeId = row.employeeId ?? 9000 + row.offerId;
      const employeeCode = `VI-${employeeId}`;
      Object.assign(row, { state: 'joined', employeeId, risks: [] });
      return ok({
        message: `Marked as joined. Employee ${employeeCode} is in the register for HR to complete.`,
        data: { offerId: row.offerId, employeeId, employeeCode },
      });
    }),
  ),
  http.post(
    api('/api/offers/:id/dropped-out'),
    staffAnswer(async ({ request, params }) => {
      const row = joiningOf(Number(params.id));
      const input = await validateWith(dropoutSchema, await request.json());
      if (row.state !== 'awaiting') throw conflict(ALREADY_DROPPED_OUT);
      Object.assign(row, {
        state: 'dropped-out',
        dropoutReason: input.reason,
        note: input.note || null,
        risks: [],
      });
      return ok({ message: 'Marked as dropped out.', data: row });
    }),
  ),
];
