import { candidateExtras } from '../../fixtures';
import { http } from 'msw';
import {
  GRIEVANCE_RESPONSE_LIMIT_DAYS,
  GRIEVANCE_RESPONSE_TARGET_DAYS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUSES,
  company,
} from '@vistaar/shared/config';
import type { PrivacyRequest } from '@vistaar/shared/contract';
import { addDays, indiaDateOf, indiaDayStart, indiaToday } from '@vistaar/shared/lib/job-dates';
import {
  privacyRequestMessages,
  privacyResponseSchema,
  staffPrivacyRequestSchema,
} from '@vistaar/shared/validation';
import { db, nextId } from '../db';
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

/** The day an answer is due, counted from the day (in India) the request arrived. */
const dueOnFor = (receivedAt: string) =>
  addDays(
    indiaDateOf(receivedAt),
    Math.min(GRIEVANCE_RESPONSE_TARGET_DAYS, GRIEVANCE_RESPONSE_LIMIT_DAYS),
  );

/** A request as the server answers it: overdue is worked out at the moment of answering. */
const answered = (request: PrivacyRequest): PrivacyRequest => ({
  ...request,
  overdue: request.status === 'open' && request.dueOn < indiaToday(),
});

function requestOf(id: number): PrivacyRequest {
  const found = db.privacyRequests.find((request) => request.id === id);
  if (!found) throw notFound(privacyRequestMessages.notFound);
  return found;
}

/**
 * A request made on 'My application', as the server records it: what the product did at once
 * is recorded as completed, with what it did.
 */
export function recordSelfServiceRequest(input: {
  kind: PrivacyRequest['kind'];
  applicationId: number | null;
  requesterName: string;
  requesterEmail: string;
  details: string;
  completedWith?: string;
}): PrivacyRequest {
  const at = new Date().toISOString();
  const request: PrivacyRequest = {
    id: nextId(db.privacyRequests),
    kind: input.kind,
    status: input.completedWith ? 'completed' : 'open',
    source: 'self-service',
    applicationId: input.applicationId,
    requesterName: input.requesterName,
    requesterEmail: input.requesterEmail,
    details: input.details,
    receivedAt: at,
    dueOn: dueOnFor(at),
    overdue: false,
    response: input.completedWith ?? null,
    respondedAt: input.completedWith ? at : null,
    respondedBy: null,
    completedAutomatically: Boolean(input.completedWith),
  };
  db.privacyRequests.push(request);
  return request;
}

/** `features/privacy`: the staff 'Privacy requests' screen (admins and HR). */
export const privacyRequestsHandlers = [
  http.get(
    api('/api/privacy/requests'),
    staffAnswer(({ request }) => {
      const url = new URL(request.url);
      const kind = url.searchParams.get('kind');
      const status = url.searchParams.get('status');
      const overdue = url.searchParams.get('overdue');
      const errors: Record<string, string> = {};
      if (kind && !(PRIVACY_REQUEST_KINDS as readonly string[]).includes(kind)) {
        errors.kind = 'Invalid value.';
      }
      if (status && !(PRIVACY_REQUEST_STATUSES as readonly string[]).includes(status)) {
        errors.status = 'Invalid value.';
      }
      if (Object.keys(errors).length > 0) {
        throw badRequest('Some of the information sent is not valid.', errors);
      }
      const found = db.privacyRequests
        .map(answered)
        .filter(
          (item) =>
            (!kind || item.kind === kind) &&
            (!status || item.status === status) &&
            (overdue !== 'true' || item.overdue),
        )
        // Open ones first, the soonest due at the top.
        .sort(
          (a, b) =>
            Number(b.status === 'open') - Number(a.status === 'open') ||
            a.dueOn.localeCompare(b.dueOn) ||
            a.id - b.id,
        );
      return listPage(url, found);
    }),
  ),
  http.get(
    api('/api/privacy/requests/:id'),
    staffAnswer(({ params }) => ok({ data: answered(requestOf(Number(params.id))) })),
  ),
  http.post(
    api('/api/privacy/requests'),
    staffAnswer(async ({ request }) => {
      const input = await validateWith(staffPrivacyRequestSchema, await request.json());
      if (
        input.applicationId !== undefined &&
        !db.applications.some((application) => application.id === input.applicationId)
      ) {
        throw badRequest(privacyRequestMessages.applicationUnknown, {
          applicationId: privacyRequestMessages.applicationUnknown,
        });
      }
      const now = new Date().toISOString();
      // The day it arrived counts, not the day it was typed in.
      const receivedAt = input.receivedOn === indiaToday() ? now : indiaDayStart(input.receivedOn);
      const created: PrivacyRequest = {
        id: nextId(db.privacyRequests),
        kind: input.kind as PrivacyRequest['kind'],
        status: 'open',
        source: 'staff',
        applicationId: input.applicationId ?? null,
        requesterName: input.requesterName,
        requesterEmail: input.requesterEmail,
        details: input.details,
        receivedAt,
        dueOn: dueOnFor(receivedAt),
        overdue: false,
        response: null,
        respondedAt: null,
        respondedBy: null,
        completedAutomatically: false,
      };
      db.privacyRequests.push(created);
      return ok({ message: 'Request recorded.', data: answered(created) }, { status: 201 });
    }),
  ),
  http.post(
    api('/api/privacy/requests/:id/respond'),
    staffAnswer(async ({ request, params }) => {
      const input = await validateWith(privacyResponseSchema, await request.json());
      const found = requestOf(Number(params.id));
      if (found.status !== 'open') throw conflict(privacyRequestMessages.alreadyClosed);
      // Completing an erasure request erases its application, unless a legal hold keeps it.
      const erasing =
        input.status === 'completed' && found.kind === 'erasure' ? found.applicationId : null;
      if (erasing !== null) {
        const held = db.retentionQuarantine.find(
          (item) => item.kind === 'application' && item.recordId === erasing && item.hold,
        );
        if (held?.hold) throw conflict(privacyRequestMessages.erasureHeld(held.hold.reason));
      }
      const { kind, requesterEmail } = found;
      Object.assign(found, {
        status: input.status as 'completed' | 'declined',
        response: input.response,
        respondedAt: new Date().toISOString(),
        respondedBy: db.teamMates[0].name,
      });
      if (erasing !== null) {
        const application = db.applications.find((entry) => entry.id === erasing);
        if (application) {
          Object.assign(application, {
            firstName: 'Erased',
            lastName: 'applicant',
            fullName: 'Erased applicant',
            email: '',
            phone: '',
            dob: '',
            fullAddress: '',
            ...candidateExtras,
            address: '',
            currentCTC: '',
            expectedCTC: '',
            currentEmployer: '',
          });
        }
        for (const item of db.privacyRequests.filter((entry) => entry.applicationId === erasing)) {
          Object.assign(item, {
            requesterName: 'Erased applicant',
            requesterEmail: '',
            details: '',
            response: item.response === null ? null : '',
          });
        }
      }
      if (requesterEmail) {
        db.sentEmails.push({
          to: requesterEmail,
          subject: `Your ${PRIVACY_REQUEST_KIND_LABELS[kind].toLowerCase()} request to ${company.name}`,
          text: input.response,
        });
      }
      return ok({ message: 'Response sent.', data: answered(found) });
    }),
  ),
];
