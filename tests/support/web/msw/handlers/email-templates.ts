import { http, HttpResponse } from 'msw';
import { formatIndiaTimeRange, nextWorkingDayAt } from '@vistaar/shared/lib/india-time';
import type { ApplicationEvent, EmailTemplate, ScheduledEmail } from '@vistaar/shared/contract';
import { company, REJECTION_SEND_TIME, type EmailTemplateValues } from '@vistaar/shared/config';
import {
  candidateTemplateValues,
  renderEmailTemplate,
  sampleTemplateValues,
} from '@vistaar/shared/lib/email-template';
import {
  bulkCandidateEmailSchema,
  candidateEmailSchema,
  emailPreviewSchema,
  emailTemplateMessages,
  emailTemplateSchema,
  scheduledEmailSchema,
} from '@vistaar/shared/validation';
import { STAFF_ACCOUNT, db, nextId } from '../db';
import { api, badRequest, conflict, notFound, ok, staffAnswer, validateWith } from '../answers';

const TEMPLATE_NOT_FOUND = 'E-mail template not found.';
const APPLICATION_NOT_FOUND = 'Application not found.';

function templateOf(id: number): EmailTemplate {
  const template = db.emailTemplates.find((item) => item.id === id);
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  return template;
}

function checkName(name: string, exceptId?: number) {
  const taken = db.emailTemplates.some(
    (item) =>
      !item.archived && item.id !== exceptId && item.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken)
    throw conflict(emailTemplateMessages.nameTaken, { name: emailTemplateMessages.nameTaken });
}

/** The values an application gives the placeholders, as the server fills them. */
function valuesOf(applicationId: number): EmailTemplateValues {
  const application = db.applications.find((item) => item.id === applicationId);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  // Like the server: the latest scheduled interview's time, once there is one.
  const interview = db.interviews
    .filter((item) => item.applicationId === applicationId && item.status === 'scheduled')
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0];
  return candidateTemplateValues({
    firstName: application.firstName,
    lastName: application.lastName,
    jobTitle: application.jobTitle,
    stageName: application.stage.name,
    keptForOtherRoles: application.keepForOtherRoles,
    interviewWhen: interview
      ? formatIndiaTimeRange(interview.startsAt, interview.endsAt)
      : undefined,
  });
}

function chosenText(input: { templateId?: number; subject?: string; body?: string }) {
  if (input.subject !== undefined && input.body !== undefined) {
    return { subject: input.subject, body: input.body };
  }
  const template = db.emailTemplates.find((item) => item.id === input.templateId);
  if (!template) {
    throw badRequest(emailTemplateMessages.templateUnknown, {
      templateId: emailTemplateMessages.templateUnknown,
    });
  }
  return { subject: input.subject ?? template.subject, body: input.body ?? template.body };
}

/** Appends the sent e-mail to the application's history, as the server does; answers the entry. */
function scheduledOf(applicationId: number, id: number): ScheduledEmail {
  const email = db.scheduledEmails.find(
    (item) => item.applicationId === applicationId && item.id === id,
  );
  if (!email) throw notFound(emailTemplateMessages.scheduledNotFound);
  return email;
}

function recordEmailSent(applicationId: number, subject: string): ApplicationEvent {
  const events = db.applicationEvents.get(applicationId) ?? [];
  const event: ApplicationEvent = {
    id: nextId([...db.applicationEvents.values()].flat()),
    kind: 'email-sent',
    createdAt: new Date().toISOString(),
    staff: { id: 1, name: 'Asha Verma' },
    fromStage: null,
    toStage: null,
    rejectionReason: null,
    comment: `Subject: ${subject}`,
    mentions: [],
  };
  db.applicationEvents.set(applicationId, [...events, event]);
  return event;
}

/** `features/emailTemplates`: templates, previews, e-mails to candidates and the CSV export. */
export const emailTemplatesHandlers = [
  http.get(
    api('/api/email-templates'),
    staffAnswer(() => ok({ data: db.emailTemplates })),
  ),
  http.post(
    api('/api/email-templates'),
    staffAnswer(async ({ request }) => {
      const input = await validateWith(emailTemplateSchema, await request.json());
      checkName(input.name);
      const template: EmailTemplate = {
        id: nextId(db.emailTemplates),
        ...input,
        stage: null,
        archived: false,
        updatedAt: new Date().toISOString(),
      };
      db.emailTemplates.push(template);
      return ok({ message: 'Template added', data: template }, { status: 201 });
    }),
  ),
  http.put(
    api('/api/email-templates/:id'),
    staffAnswer(async ({ request, params }) => {
      const template = templateOf(Number(params.id));
      const input = await validateWith(emailTemplateSchema, await request.json());
      checkName(input.name, template.id);
      Object.assign(template, input, { updatedAt: new Date().toISOString() });
      return ok({ message: 'Template saved', data: template });
    }),
  ),
  http.put(
    api('/api/email-templates/:id/stage'),
    staffAnswer(async ({ request, params }) => {
      const template = templateOf(Number(params.id));
      const { stageId } = (await request.json()) as { stageId: number };
      const stage = db.pipelineStages.find((item) => item.id === stageId);
      if (!stage)
        throw badRequest('This stage does not exist.', { stageId: 'This stage does not exist.' });
      const current = db.emailTemplates.find(
        (item) => item.stage?.id === stageId && item.id !== template.id,
      );
      if (current) {
        const message = emailTemplateMessages.stageTaken(current.name);
        throw conflict(message, { stageId: message });
      }
      template.stage = { id: stage.id, name: stage.name };
      return ok({ message: 'Template attached to the stage', data: template });
    }),
  ),
  http.delete(
    api('/api/email-templates/:id/stage'),
    staffAnswer(({ params }) => {
      const template = templateOf(Number(params.id));
      template.stage = null;
      return ok({ message: 'Template detached from the stage', data: template });
    }),
  ),
  http.post(
    api('/api/email-templates/:id/test'),
    staffAnswer(({ params }) => {
      const template = templateOf(Number(params.id));
      db.sentEmails.push({
        to: STAFF_ACCOUNT.emailId,
        ...renderEmailTemplate(template, sampleTemplateValues()),
      });
      return ok({ message: `Test e-mail sent to ${STAFF_ACCOUNT.emailId}` });
    }),
  ),
  http.post(
    api('/api/email-templates/preview'),
    staffAnswer(async ({ request }) => {
      const input = await validateWith(emailPreviewSchema, await request.json());
      const values =
        input.applicationId === undefined ? sampleTemplateValues() : valuesOf(input.applicationId);
      return ok({ data: renderEmailTemplate(chosenText(input), values) });
    }),
  ),
  http.post(
    api('/api/career/applications/emails'),
    staffAnswer(async ({ request }) => {
      const { ids, ...input } = await validateWith(bulkCandidateEmailSchema, await request.json());
      const distinct = [...new Set(ids)];
      if (distinct.some((id) => !db.applications.some((item) => item.id === id))) {
        throw badRequest(emailTemplateMessages.recipientsUnknown, {
          ids: emailTemplateMessages.recipientsUnknown,
        });
      }
      const text = chosenText(input);
      const mails = distinct.map((id) => ({
        application: db.applications.find((item) => item.id === id)!,
        rendered: renderEmailTemplate(text, valuesOf(id)),
      }));
      const lacking = mails.filter(({ rendered }) => rendered.missing.length > 0);
      if (lacking.length > 0) {
        const message = emailTemplateMessages.missingValueFor(
          lacking.map(({ application }) => application.fullName),
          [...new Set(lacking.flatMap(({ rendered }) => rendered.missing))],
        );
        throw badRequest(message, { body: message });
      }
      for (const { application, rendered } of mails) {
        db.sentEmails.push({ to: application.email, ...rendered });
        recordEmailSent(application.id, rendered.subject);
      }
      const sent = mails.length;
      return ok(
        {
          message: sent === 1 ? 'E-mail sent to 1 candidate' : `E-mails sent to ${sent} candidates`,
          data: { sent },
        },
        { status: 201 },
      );
    }),
  ),
  http.post(
    api('/api/career/applications/:id/emails'),
    staffAnswer(async ({ request, params }) => {
      const applicationId = Number(params.id);
      const input = await validateWith(candidateEmailSchema, await request.json());
      const application = db.applications.find((item) => item.id === applicationId);
      const rendered = renderEmailTemplate(chosenText(input), valuesOf(applicationId));
      if (rendered.missing.length > 0) {
        const message = emailTemplateMessages.missingValue(rendered.missing);
        throw badRequest(message, { body: message });
      }
      db.sentEmails.push({ to: application!.email, ...rendered });
      const event = recordEmailSent(applicationId, rendered.subject);
      return ok({ message: 'E-mail sent', data: event }, { status: 201 });
    }),
  ),
  http.get(
    api('/api/career/applications/:id/emails/scheduled'),
    staffAnswer(({ params }) =>
      ok({
        data: db.scheduledEmails
          .filter((item) => item.applicationId === Number(params.id))
          .reverse(),
      }),
    ),
  ),
  http.post(
    api('/api/career/applications/:id/emails/scheduled'),
    staffAnswer(async ({ request, params }) => {
      const applicationId = Number(params.id);
      const input = await validateWith(scheduledEmailSchema, await request.json());
      const application = db.applications.find((item) => item.id === applicationId);
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      if (application.stage.kind !== 'rejected') {
        throw conflict(emailTemplateMessages.onlyRejections);
      }
      const rendered = renderEmailTemplate(chosenText(input), valuesOf(applicationId));
      if (rendered.missing.length > 0) {
        const message = emailTemplateMessages.missingValue(rendered.missing);
        throw badRequest(message, { body: message });
      }
      const email: ScheduledEmail = {
        id: nextId(db.scheduledEmails),
        applicationId,
        subject: rendered.subject,
        body: rendered.text,
        sendAt: input.sendAt
          ? new Date(input.sendAt).toISOString()
          : nextWorkingDayAt(new Date(), REJECTION_SEND_TIME, company.workingDays),
        status: 'scheduled',
        cancelReason: null,
        createdAt: new Date().toISOString(),
        sentAt: null,
        cancelledAt: null,
      };
      db.scheduledEmails.push(email);
      return ok({ message: 'E-mail scheduled', data: email }, { status: 201 });
    }),
  ),
  http.post(
    api('/api/career/applications/:id/emails/scheduled/:scheduledId/cancel'),
    staffAnswer(({ params }) => {
      const email = scheduledOf(Number(params.id), Number(params.scheduledId));
      if (email.status === 'sent') throw conflict(emailTemplateMessages.scheduledAlreadySent);
      if (email.status === 'scheduled') {
        Object.assign(email, {
          status: 'cancelled',
          cancelReason: 'staff',
          cancelledAt: new Date().toISOString(),
        });
      }
      return ok({ message: 'Scheduled e-mail cancelled', data: email });
    }),
  ),
  http.get(
    api('/api/career/export-job-applications'),
    staffAnswer(({ request }) => {
      const url = new URL(request.url);
      db.exports.push(Object.fromEntries(url.searchParams));
      return new HttpResponse(`\uFEFFApplication id,Full name\r\n`, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="applications-2026-11-25.csv"',
        },
      });
    }),
  ),
];
