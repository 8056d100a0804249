import { http, HttpResponse } from 'msw';
import { APPLICANT_LINK_LIMIT_PER_EMAIL, company } from '@vistaar/shared/config';
import type { MyApplication } from '@vistaar/shared/contract';
import {
  applicantLinkRequestSchema,
  contactCorrectionSchema,
  grievanceSchema,
  nominationInputSchema,
  privacyRequestMessages,
} from '@vistaar/shared/validation';
import { db } from '../db';
import {
  HttpError,
  answer,
  api,
  badRequest,
  conflict,
  notFound,
  ok,
  tooManyRequests,
  validateWith,
} from '../answers';
import { recordSelfServiceRequest } from './privacy-requests';

const HOUR_SECONDS = 3600;
/** Erasure confirmations one application may ask for in an hour: each sends an e-mail. */
const ERASURE_REQUESTS_PER_HOUR = 3;
const CONTACT_FIELDS = ['email', 'phone', 'address', 'city', 'state'] as const;

/** The application an open link leads to: 404 for an unknown link, 410 once it was erased. */
function openOrGone(token: string): MyApplication {
  if (!db.myApplications.has(token)) throw notFound(privacyRequestMessages.linkUnknown);
  const application = db.myApplications.get(token);
  if (!application) throw new HttpError(410, privacyRequestMessages.erased);
  return application;
}

/** Records a self-service request and lists it on the application, as the page shows it. */
function recordRequest(
  application: MyApplication,
  input: {
    kind: MyApplication['requests'][number]['kind'];
    details: string;
    completedWith?: string;
  },
) {
  const request = recordSelfServiceRequest({
    ...input,
    applicationId: null,
    requesterName: `${application.fields.firstName} ${application.fields.lastName}`,
    requesterEmail: application.fields.email,
  });
  application.requests.push({
    id: request.id,
    kind: request.kind,
    status: request.status,
    receivedAt: request.receivedAt,
    dueOn: request.dueOn,
    response: request.response,
  });
}

const updated = (message: string, application: MyApplication) =>
  ok({ message, data: structuredClone(application) });

/** `features/privacy`: 'My application', opened with the private link from the e-mail. */
export const applicantAccessHandlers = [
  http.post(
    api('/api/my-application/link'),
    answer(async ({ request }) => {
      const { email } = await validateWith(applicantLinkRequestSchema, await request.json());
      const normalized = email.toLowerCase();
      const sent = (db.applicantLinkRequests.get(normalized) ?? 0) + 1;
      db.applicantLinkRequests.set(normalized, sent);
      if (sent > APPLICANT_LINK_LIMIT_PER_EMAIL) {
        throw tooManyRequests(privacyRequestMessages.linkTooMany, HOUR_SECONDS);
      }
      const made = [...db.myApplications.values()].filter(
        (application) => application?.fields.email.toLowerCase() === normalized,
      );
      // The answer is the same whether or not anyone applied with the address.
      if (made.length > 0) {
        db.sentEmails.push({
          to: made[0]!.fields.email,
          subject: `Your application to ${company.name}: your private link`,
          text: made.map((application) => application!.jobTitle).join('\n'),
        });
      }
      return ok({ message: privacyRequestMessages.linkSent }, { status: 202 });
    }),
  ),
  http.get(
    api('/api/my-application/:token'),
    answer(({ params }) => ok({ data: openOrGone(String(params.token)) })),
  ),
  http.get(
    api('/api/my-application/:token/download'),
    answer(({ params }) => {
      const application = openOrGone(String(params.token));
      recordRequest(application, {
        kind: 'access',
        details: 'Downloaded a copy of the application data from My application.',
        completedWith: 'The data and the resume were downloaded from My application.',
      });
      return HttpResponse.json(
        {
          exportedAt: new Date().toISOString(),
          controller: { name: company.legalName, contact: company.dataProtectionContact.email },
          application: {
            jobTitle: application.jobTitle,
            appliedAt: application.appliedAt,
            status: application.status,
            ...application.fields,
          },
          resume: null,
          sharedWith: application.sharedWith,
          requests: application.requests,
        },
        { headers: { 'Content-Disposition': 'attachment; filename="my-application.json"' } },
      );
    }),
  ),
  http.put(
    api('/api/my-application/:token/contact'),
    answer(async ({ request, params }) => {
      const application = openOrGone(String(params.token));
      const input = await validateWith(contactCorrectionSchema, await request.json());
      const changed = CONTACT_FIELDS.filter((field) => application.fields[field] !== input[field]);
      if (changed.length === 0) throw badRequest(privacyRequestMessages.noChange);
      // A new address waits for the link sent to it, as on the server.
      const emailPending = input.email.toLowerCase() !== application.fields.email.toLowerCase();
      const done = changed.filter((field) => !(emailPending && field === 'email'));
      Object.assign(application.fields, {
        ...input,
        email: emailPending ? application.fields.email : input.email,
      });
      if (done.length > 0) {
        recordRequest(application, {
          kind: 'correction',
          details: `Asked to correct: ${done.join(', ')}.`,
          completedWith: `Corrected on My application: ${done.join(', ')}.`,
        });
      }
      if (emailPending) {
        db.emailChangeLinks.set(`email-${String(params.token)}`, {
          access: String(params.token),
          email: input.email,
        });
        db.sentEmails.push({
          to: input.email,
          subject: `Confirm your new e-mail address for ${company.name}`,
          text: application.jobTitle,
        });
        return updated(privacyRequestMessages.emailChangeSent, application);
      }
      return updated('Your contact details are corrected.', application);
    }),
  ),
  http.post(
    api('/api/my-application/:token/withdraw'),
    answer(({ params }) => {
      const application = openOrGone(String(params.token));
      if (application.withdrawn) throw conflict(privacyRequestMessages.alreadyWithdrawn);
      if (application.status === 'Closed') throw conflict(privacyRequestMessages.closed);
      application.withdrawn = true;
      application.status = 'Closed';
      return updated('Your application is withdrawn.', application);
    }),
  ),
  http.post(
    api('/api/my-application/:token/grievance'),
    answer(async ({ request, params }) => {
      const application = openOrGone(String(params.token));
      const { details } = await validateWith(grievanceSchema, await request.json());
      recordRequest(application, { kind: 'grievance', details });
      return updated('We have received your grievance and will answer by e-mail.', application);
    }),
  ),
  http.put(
    api('/api/my-application/:token/nominee'),
    answer(async ({ request, params }) => {
      const application = openOrGone(String(params.token));
      const input = await validateWith(nominationInputSchema, await request.json());
      if (input.nomineeEmail.toLowerCase() === application.fields.email.toLowerCase()) {
        throw badRequest(privacyRequestMessages.nomineeIsYou, {
          nomineeEmail: privacyRequestMessages.nomineeIsYou,
        });
      }
      application.nominee = { ...input, nominatedAt: new Date().toISOString() };
      return updated(privacyRequestMessages.nomineeSaved, application);
    }),
  ),
  http.delete(
    api('/api/my-application/:token/nominee'),
    answer(({ params }) => {
      const application = openOrGone(String(params.token));
      if (!application.nominee) throw badRequest(privacyRequestMessages.noNominee);
      application.nominee = null;
      return updated(privacyRequestMessages.nomineeRemoved, application);
    }),
  ),
  http.post(
    api('/api/my-application/:token/erasure'),
    answer(({ params }) => {
      const token = String(params.token);
      const application = openOrGone(token);
      const asked = (db.erasureRequests.get(token) ?? 0) + 1;
      db.erasureRequests.set(token, asked);
      if (asked > ERASURE_REQUESTS_PER_HOUR) {
        throw tooManyRequests(privacyRequestMessages.linkTooMany, HOUR_SECONDS);
      }
      db.erasureLinks.set(`erase-${token}-${asked}`, token);
      if (
        !application.requests.some(
          (request) => request.kind === 'erasure' && request.status === 'open',
        )
      ) {
        recordRequest(application, {
          kind: 'erasure',
          details: 'Asked on My application to erase the application and its personal data.',
        });
      }
      application.erasureRequested = true;
      db.sentEmails.push({
        to: application.fields.email,
        subject: `Confirm the erasure of your application to ${company.name}`,
        text: application.jobTitle,
      });
      return updated(
        'We have e-mailed you a confirmation link. Nothing is erased until you open it and confirm.',
        application,
      );
    }),
  ),
  http.post(
    api('/api/my-application-email/:token'),
    answer(({ params }) => {
      const link = db.emailChangeLinks.get(String(params.token));
      const application = link ? db.myApplications.get(link.access) : undefined;
      if (!link || !application) throw notFound(privacyRequestMessages.emailLinkInvalid);
      db.emailChangeLinks.delete(String(params.token));
      db.sentEmails.push({
        to: application.fields.email,
        subject: `The e-mail address on your application to ${company.name} was changed`,
        text: application.jobTitle,
      });
      application.fields.email = link.email;
      return ok({ message: privacyRequestMessages.emailChanged });
    }),
  ),
  http.post(
    api('/api/my-application-erasure/:token'),
    answer(({ params }) => {
      const access = db.erasureLinks.get(String(params.token));
      const application = access === undefined ? undefined : db.myApplications.get(access);
      if (access === undefined || !application) {
        throw notFound(privacyRequestMessages.erasureLinkInvalid);
      }
      db.erasureLinks.delete(String(params.token));
      db.myApplications.set(access, null);
      // The erasure request the applicant made is done by the product itself.
      const asked = new Set(
        application.requests
          .filter((request) => request.kind === 'erasure' && request.status === 'open')
          .map((request) => request.id),
      );
      for (const request of db.privacyRequests.filter((entry) => asked.has(entry.id))) {
        Object.assign(request, {
          status: 'completed',
          response:
            'Erased at the applicant’s request, confirmed from the e-mail address on the application.',
          respondedAt: new Date().toISOString(),
          completedAutomatically: true,
        });
      }
      return ok({ message: privacyRequestMessages.erased });
    }),
  ),
];
