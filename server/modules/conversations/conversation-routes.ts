import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  conversationMessageSchema,
  quarantinedMailSchema,
  whatsappReplyStateSchema,
} from '@vistaar/shared/contract';
import {
  conversationMessages,
  conversationReplySchema,
  quarantineAttachSchema,
} from '@vistaar/shared/validation';
import { idParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { found } from '../../lib/http-error';
import { APPLICATION_NOT_FOUND, applicationPartHandler } from '../applications';
import { ADMINS, auditActor, HIRING_TEAM, recordRead, signedInStaff } from '../auth';
import {
  findConversationApplication,
  listCandidateMails,
  listConversationMessages,
  listQuarantined,
  markConversationRead,
} from './conversations-repository';
import {
  answerCandidate,
  answerOnWhatsapp,
  attachQuarantined,
  discardQuarantined,
  type ConversationDeps,
  whatsappReplyState,
} from './conversation-service';
import { listSentSms } from '../sms';
import { listSentWhatsapp } from '../whatsapp';
import {
  toConversationMessage,
  toQuarantinedMail,
  toSentMail,
  toSentSms,
  toSentTemplate,
} from './conversation-views';

const threadAnswer = dataEnvelopeSchema({
  type: 'array',
  items: conversationMessageSchema,
} as const);

/**
 * An application's e-mail conversation with the candidate (recruiting, and hiring managers on
 * their own jobs; interviewers never), and the admins' quarantine of replies no application took.
 */
export const conversationRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const { config } = app;
  const deps: ConversationDeps = {
    db,
    mailer: app.mailer,
    recruitingInbox: config.recruitingInbox,
    messageIdDomain: config.replyDomain ?? config.recruitingInbox.split('@')[1],
    whatsapp: app.whatsapp,
  };

  async function thread(applicationId: number, reader: number) {
    const application = found(
      await findConversationApplication(db, applicationId),
      APPLICATION_NOT_FOUND,
    );
    const rows = await listConversationMessages(db, applicationId);
    const whatsapp = new Map(
      (await listSentWhatsapp(db, applicationId)).map((message) => [message.id, message]),
    );
    const candidateName = `${application.first_name} ${application.last_name}`;
    const own = rows.map((row) => {
      const sentAs = row.whatsapp_message_id ? whatsapp.get(row.whatsapp_message_id) : undefined;
      whatsapp.delete(row.whatsapp_message_id ?? 0);
      return toConversationMessage(row, app.linkSigner, reader, candidateName, sentAs);
    });
    // What is left went out without a member writing it: the product's approved templates.
    const templates = [...whatsapp.values()].map(toSentTemplate);
    const sms = (await listSentSms(db, applicationId)).map(toSentSms);
    const sent = application.email
      ? (await listCandidateMails(db, applicationId, application.email)).map(toSentMail)
      : [];
    return [...own, ...templates, ...sms, ...sent].sort((a, b) => a.at.localeCompare(b.at));
  }

  app.get(
    '/api/career/applications/:id/conversation',
    {
      config: { roles: HIRING_TEAM },
      schema: {
        tags: ['Conversations'],
        summary:
          "An application's messages with the candidate (e-mail, WhatsApp and SMS), oldest first: replies, answers, the product's e-mails, WhatsApp templates and SMS; opening it marks the replies read",
        params: idParamsSchema,
        response: { 200: threadAnswer, ...standardErrorResponses },
      },
    },
    applicationPartHandler(db, 'application.conversation-viewed', async (id, staff) => {
      const data = await thread(id, staff.id);
      await markConversationRead(db, id);
      return data;
    }),
  );

  /** Writing to the candidate on one channel: answers the thread as it now stands. */
  function replyRoute(
    channel: 'conversation' | 'whatsapp',
    summary: string,
    message: string,
    send: typeof answerCandidate,
  ) {
    app.post(
      `/api/career/applications/:id/${channel}`,
      {
        config: { roles: HIRING_TEAM },
        schema: {
          tags: ['Conversations'],
          summary,
          params: idParamsSchema,
          body: conversationReplySchema,
          response: { 201: threadAnswer, ...standardErrorResponses },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const staff = signedInStaff(request);
        await send(deps, staff, auditActor(request), id, request.body);
        return reply.status(201).send({ success: true, message, data: await thread(id, staff.id) });
      },
    );
  }

  replyRoute(
    'conversation',
    'Answer the candidate by e-mail, threaded under the conversation, with the application’s reply address',
    conversationMessages.sent,
    answerCandidate,
  );

  app.get(
    '/api/career/applications/:id/whatsapp',
    {
      config: { roles: HIRING_TEAM },
      schema: {
        tags: ['Conversations'],
        summary:
          "Whether free text may go to the candidate on WhatsApp now (opt-in, and within 24 hours of the candidate's last WhatsApp message), and why not",
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(whatsappReplyStateSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      return { success: true, data: await whatsappReplyState(deps, staff, request.params.id) };
    },
  );

  replyRoute(
    'whatsapp',
    "Write to the candidate on WhatsApp (free text, only within 24 hours of the candidate's last WhatsApp message)",
    conversationMessages.whatsappQueued,
    answerOnWhatsapp,
  );

  app.get(
    '/api/mail-quarantine',
    {
      config: { roles: ADMINS },
      schema: {
        tags: ['Conversations'],
        summary:
          'Replies to unknown or erased reply addresses, or from another sender than the candidate, newest first (500 at most)',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: quarantinedMailSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await recordRead(db, request, 'mail-quarantine', null, 'mail-quarantine.viewed');
      const rows = await listQuarantined(db);
      return {
        success: true,
        data: rows.map((row) => toQuarantinedMail(row, app.linkSigner, staff.id)),
      };
    },
  );

  app.post(
    '/api/mail-quarantine/:id/attach',
    {
      config: { roles: ADMINS },
      schema: {
        tags: ['Conversations'],
        summary: "Put a quarantined reply on an application's conversation",
        params: idParamsSchema,
        body: quarantineAttachSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await attachQuarantined(db, auditActor(request), request.params.id, request.body);
      return { success: true, message: 'The e-mail was added to the application' };
    },
  );

  app.delete(
    '/api/mail-quarantine/:id',
    {
      config: { roles: ADMINS },
      schema: {
        tags: ['Conversations'],
        summary: 'Delete a quarantined reply and its files',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await discardQuarantined(db, auditActor(request), request.params.id);
      return { success: true, message: 'The e-mail was deleted' };
    },
  );
};
