import type { FastifyRequest } from 'fastify';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  bulkCandidateEmailSchema,
  candidateEmailSchema,
  emailPreviewSchema,
  emailTemplateSchema,
  emailTemplateStageSchema,
} from '@vistaar/shared/validation';
import {
  applicationEventSchema,
  bulkCandidateEmailResultSchema,
  emailTemplateRecordSchema,
  renderedEmailSchema,
} from '@vistaar/shared/contract';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { found } from '../../lib/http-error';
import { auditActor, recordRead, RECRUITING, signedInStaff } from '../auth';
import { recruitingReplyTo } from '../mail';
import { findApplicationEvent, toApplicationEvent } from '../pipeline';
import {
  previewEmail,
  sendCandidateEmail,
  sendCandidateEmails,
  sendTestEmail,
} from './candidate-email-service';
import { idParamsSchema } from './template-schemas';
import {
  TEMPLATE_NOT_FOUND,
  archiveEmailTemplate,
  attachTemplateToStage,
  createTemplate,
  detachTemplateFromStage,
  editTemplate,
} from './template-service';
import { toEmailTemplate } from './template-views';
import { findTemplate, listTemplates } from './templates-repository';

const tags = ['E-mail templates'];
const config = { roles: RECRUITING };
const templateAnswer = dataEnvelopeSchema(emailTemplateRecordSchema);

/** E-mail templates for candidates, and e-mailing the candidate of an application. */
export const emailTemplateRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  /** Candidates' replies go to the recruiting inbox, named after the member who wrote. */
  const replyFrom = (request: FastifyRequest) =>
    recruitingReplyTo(app.config.recruitingInbox, signedInStaff(request).name);

  async function loadTemplate(id: number) {
    const row = found(await findTemplate(db, id), TEMPLATE_NOT_FOUND);
    return toEmailTemplate(row);
  }

  app.get(
    '/api/email-templates',
    {
      config,
      schema: {
        tags,
        summary: 'Templates in use by name, then the archived ones',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: emailTemplateRecordSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    async () => ({ success: true, data: (await listTemplates(db)).map(toEmailTemplate) }),
  );

  app.get(
    '/api/email-templates/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One template',
        params: idParamsSchema,
        response: { 200: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({ success: true, data: await loadTemplate(request.params.id) }),
  );

  app.post(
    '/api/email-templates',
    {
      config,
      schema: {
        tags,
        summary: 'Add a template (plain text; unknown placeholders are refused)',
        body: emailTemplateSchema,
        response: { 201: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await createTemplate(db, auditActor(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Template added', data: await loadTemplate(id) });
    },
  );

  app.put(
    '/api/email-templates/:id',
    {
      config,
      schema: {
        tags,
        summary: "Change a template's name, subject and text",
        params: idParamsSchema,
        body: emailTemplateSchema,
        response: { 200: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await editTemplate(db, auditActor(request), request.params.id, request.body);
      return {
        success: true,
        message: 'Template saved',
        data: await loadTemplate(request.params.id),
      };
    },
  );

  app.post(
    '/api/email-templates/:id/archive',
    {
      config,
      schema: {
        tags,
        summary: 'Archive a template: it is kept, proposed nowhere and no longer sent',
        params: idParamsSchema,
        response: { 200: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await archiveEmailTemplate(db, auditActor(request), request.params.id);
      return {
        success: true,
        message: 'Template archived',
        data: await loadTemplate(request.params.id),
      };
    },
  );

  app.put(
    '/api/email-templates/:id/stage',
    {
      config,
      schema: {
        tags,
        summary: 'Attach a template to a stage, which then proposes it on every move there',
        params: idParamsSchema,
        body: emailTemplateStageSchema,
        response: { 200: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await attachTemplateToStage(db, auditActor(request), request.params.id, request.body);
      return {
        success: true,
        message: 'Template attached to the stage',
        data: await loadTemplate(request.params.id),
      };
    },
  );

  app.delete(
    '/api/email-templates/:id/stage',
    {
      config,
      schema: {
        tags,
        summary: 'Detach a template from its stage',
        params: idParamsSchema,
        response: { 200: templateAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await detachTemplateFromStage(db, auditActor(request), request.params.id);
      return {
        success: true,
        message: 'Template detached from the stage',
        data: await loadTemplate(request.params.id),
      };
    },
  );

  app.post(
    '/api/email-templates/:id/test',
    {
      config: { ...config, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Send the template with sample values to the signed-in member's own address",
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await sendTestEmail(db, app.mailer, auditActor(request), staff, request.params.id);
      return { success: true, message: `Test e-mail sent to ${staff.email}` };
    },
  );

  app.post(
    '/api/email-templates/preview',
    {
      config,
      schema: {
        tags,
        summary:
          "A template (or text being written) filled in for an application's candidate, or with sample values",
        body: emailPreviewSchema,
        response: { 200: dataEnvelopeSchema(renderedEmailSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const data = await previewEmail(db, request.body);
      // Filled in for a real candidate, the preview is a read of their application.
      if (request.body.applicationId !== undefined) {
        await recordRead(
          db,
          request,
          'application',
          request.body.applicationId,
          'application.email-previewed',
        );
      }
      return { success: true, data };
    },
  );

  app.post(
    '/api/career/applications/:id/emails',
    {
      config,
      schema: {
        tags,
        summary:
          "E-mail the application's candidate a template, optionally edited; answers the history entry",
        params: idParamsSchema,
        body: candidateEmailSchema,
        response: { 201: dataEnvelopeSchema(applicationEventSchema), ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const eventId = await sendCandidateEmail(
        db,
        app.mailer,
        auditActor(request),
        replyFrom(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({
        success: true,
        message: 'E-mail sent',
        data: toApplicationEvent(await findApplicationEvent(db, eventId)),
      });
    },
  );

  app.post(
    '/api/career/applications/emails',
    {
      config,
      schema: {
        tags,
        summary:
          'E-mail the candidates of several applications one template (optionally edited), filled in for each; all or none',
        body: bulkCandidateEmailSchema,
        response: {
          201: dataEnvelopeSchema(bulkCandidateEmailResultSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const sent = await sendCandidateEmails(
        db,
        app.mailer,
        auditActor(request),
        replyFrom(request),
        request.body,
      );
      return reply.status(201).send({
        success: true,
        message: sent === 1 ? 'E-mail sent to 1 candidate' : `E-mails sent to ${sent} candidates`,
        data: { sent },
      });
    },
  );
};
