import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { emailTemplateMessages, scheduledEmailSchema } from '@vistaar/shared/validation';
import { scheduledEmailRecordSchema } from '@vistaar/shared/contract';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { found } from '../../lib/http-error';
import { applicationPartHandler } from '../applications';
import { auditActor, RECRUITING } from '../auth';
import {
  cancelScheduledEmail,
  scheduleCandidateEmail,
  toScheduledEmail,
} from './scheduled-email-service';
import { findScheduledEmail, listScheduledEmails } from './scheduled-emails-repository';
import { idParamsSchema, scheduledEmailParamsSchema } from './template-schemas';

const tags = ['E-mail templates'];
const config = { roles: RECRUITING };
const scheduledAnswer = dataEnvelopeSchema(scheduledEmailRecordSchema);

/** Rejections sent later: scheduled for a moment (the next working morning), cancelled until sent. */
export const scheduledEmailRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  async function loadScheduled(applicationId: number, id: number) {
    return toScheduledEmail(
      found(
        await findScheduledEmail(db, applicationId, id),
        emailTemplateMessages.scheduledNotFound,
      ),
    );
  }

  app.get(
    '/api/career/applications/:id/emails/scheduled',
    {
      config,
      schema: {
        tags,
        summary: "An application's scheduled e-mails: waiting, sent and cancelled, latest first",
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: scheduledEmailRecordSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    applicationPartHandler(db, 'application.scheduled-emails-viewed', async (id) =>
      (await listScheduledEmails(db, id)).map(toScheduledEmail),
    ),
  );

  app.post(
    '/api/career/applications/:id/emails/scheduled',
    {
      config,
      schema: {
        tags,
        summary:
          "Schedule a rejected candidate's e-mail (default: the next working day, 10:00 IST); it goes only while the application stays rejected",
        params: idParamsSchema,
        body: scheduledEmailSchema,
        response: { 201: scheduledAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const scheduledId = await scheduleCandidateEmail(db, auditActor(request), id, request.body);
      return reply.status(201).send({
        success: true,
        message: 'E-mail scheduled',
        data: await loadScheduled(id, scheduledId),
      });
    },
  );

  app.post(
    '/api/career/applications/:id/emails/scheduled/:scheduledId/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a scheduled e-mail that has not been sent',
        params: scheduledEmailParamsSchema,
        response: { 200: scheduledAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id, scheduledId } = request.params;
      await cancelScheduledEmail(db, auditActor(request), id, scheduledId);
      return {
        success: true,
        message: 'Scheduled e-mail cancelled',
        data: await loadScheduled(id, scheduledId),
      };
    },
  );
};
