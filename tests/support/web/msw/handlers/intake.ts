import { http } from 'msw';
import { INTAKE_REVIEWABLE, INTAKE_STATUSES } from '@vistaar/shared/config';
import type { IntakeItemDetail } from '@vistaar/shared/contract';
import { intakeAcceptSchema, intakeDiscardSchema } from '@vistaar/shared/validation';
import { db } from '../db';
import {
  api,
  badRequest,
  conflict,
  listPage,
  notFound,
  ok,
  staffAnswer,
  validateWith,
} from '../answers';

const NOT_FOUND = 'Intake item not found.';
const NOT_REVIEWABLE = 'This resume has already been accepted, discarded or refused.';

function reviewable(id: unknown) {
  const item = db.intakeItems.find((entry) => entry.id === Number(id));
  if (!item) throw notFound(NOT_FOUND);
  if (!INTAKE_REVIEWABLE.includes(item.status)) throw conflict(NOT_REVIEWABLE);
  return item;
}

const nextOf = (item: IntakeItemDetail) =>
  db.intakeItems.find((entry) => entry.id !== item.id && INTAKE_REVIEWABLE.includes(entry.status))
    ?.id ?? null;

const listItem = (item: IntakeItemDetail) => ({
  id: item.id,
  origin: item.origin,
  fileName: item.fileName,
  status: item.status,
  refusal: item.refusal,
  jobId: item.jobId,
  jobTitle: item.jobTitle,
  sender: item.sender,
  subject: item.subject,
  receivedAt: item.receivedAt,
  applicationId: item.applicationId,
});

export const intakeHandlers = [
  http.get(
    api('/api/intake/items'),
    staffAnswer(({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      if (status && !(INTAKE_STATUSES as readonly string[]).includes(status)) {
        throw badRequest('Some of the information sent is not valid.', {
          status: 'Invalid value.',
        });
      }
      const items = db.intakeItems.filter((item) => !status || item.status === status);
      return listPage(url, items.map(listItem));
    }),
  ),
  http.get(
    api('/api/intake/items/:id'),
    staffAnswer(({ params }) => {
      const item = db.intakeItems.find((entry) => entry.id === Number(params.id));
      if (!item) throw notFound(NOT_FOUND);
      return ok({ data: { ...item, nextId: nextOf(item) } });
    }),
  ),
  http.post(
    api('/api/intake/items/:id/accept'),
    staffAnswer(async ({ params, request }) => {
      const item = reviewable(params.id);
      await validateWith(intakeAcceptSchema, await request.json());
      item.status = 'accepted';
      item.applicationId = 500 + item.id;
      return ok({
        message: 'Candidate added',
        data: { applicationId: item.applicationId, nextId: nextOf(item) },
      });
    }),
  ),
  http.post(
    api('/api/intake/items/:id/discard'),
    staffAnswer(async ({ params, request }) => {
      const item = reviewable(params.id);
      await validateWith(intakeDiscardSchema, await request.json());
      item.status = 'discarded';
      return ok({ message: 'Resume discarded', data: { nextId: nextOf(item) } });
    }),
  ),
];
