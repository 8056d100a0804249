import { http } from 'msw';
import type { ConversationMessage, WhatsappReplyState } from '@vistaar/shared/contract';
import {
  conversationMessages,
  conversationReplySchema,
  quarantineAttachSchema,
} from '@vistaar/shared/validation';
import { db } from '../db';
import { api, badRequest, conflict, notFound, ok, staffAnswer, validateWith } from '../answers';

const APPLICATION_NOT_FOUND = 'Application not found.';

function threadOf(applicationId: number): ConversationMessage[] {
  if (!db.applications.some((item) => item.id === applicationId)) {
    throw notFound(APPLICATION_NOT_FOUND);
  }
  return db.conversations.get(applicationId) ?? [];
}

const WHATSAPP_OFF: WhatsappReplyState = {
  available: false,
  reason: conversationMessages.whatsappOff,
  windowEndsAt: null,
};

const whatsappStateOf = (applicationId: number) =>
  db.whatsappReplyStates.get(applicationId) ?? WHATSAPP_OFF;

function quarantined(id: number) {
  const mail = db.quarantine.find((item) => item.id === id);
  if (!mail) throw notFound(conversationMessages.quarantineNotFound);
  return mail;
}

/** An application's conversation and the replies' quarantine, as `conversation-routes.ts` answers. */
export const conversationsHandlers = [
  http.get(
    api('/api/career/applications/:id/conversation'),
    staffAnswer(({ params }) => {
      const applicationId = Number(params.id);
      const thread = threadOf(applicationId);
      // Opening the thread marks the replies read, as the server does after answering, and
      // the desk's list no longer counts them.
      db.conversations.set(
        applicationId,
        thread.map((message) => ({ ...message, unread: false })),
      );
      db.applications = db.applications.map((item) =>
        item.id === applicationId ? { ...item, unreadReplies: undefined } : item,
      );
      return ok({ data: thread });
    }),
  ),
  http.post(
    api('/api/career/applications/:id/conversation'),
    staffAnswer(async ({ request, params }) => {
      const applicationId = Number(params.id);
      const thread = threadOf(applicationId);
      const { text } = await validateWith(conversationReplySchema, await request.json());
      const lastIn = thread.filter((message) => message.direction === 'in').at(-1);
      const reply: ConversationMessage = {
        id: `out-${thread.length + 1}`,
        direction: 'out',
        from: 'Test Recruiter',
        subject: lastIn
          ? `Re: ${lastIn.subject.replace(/^(\s*re:\s*)+/i, '')}`
          : 'Your application',
        body: text,
        quoted: '',
        attachments: [],
        unread: false,
        at: new Date().toISOString(),
      };
      db.conversations.set(applicationId, [...thread, reply]);
      return ok(
        { message: conversationMessages.sent, data: db.conversations.get(applicationId) },
        { status: 201 },
      );
    }),
  ),
  http.get(
    api('/api/career/applications/:id/whatsapp'),
    staffAnswer(({ params }) => {
      const applicationId = Number(params.id);
      threadOf(applicationId);
      return ok({ data: whatsappStateOf(applicationId) });
    }),
  ),
  http.post(
    api('/api/career/applications/:id/whatsapp'),
    staffAnswer(async ({ request, params }) => {
      const applicationId = Number(params.id);
      const thread = threadOf(applicationId);
      const { text } = await validateWith(conversationReplySchema, await request.json());
      const state = whatsappStateOf(applicationId);
      if (text.length > 4096) {
        throw badRequest(conversationMessages.whatsappTooLong, {
          text: conversationMessages.whatsappTooLong,
        });
      }
      if (!state.available) throw conflict(state.reason ?? conversationMessages.whatsappOff);
      const message: ConversationMessage = {
        id: `out-${thread.length + 1}`,
        direction: 'out',
        channel: 'whatsapp',
        from: 'Test Recruiter',
        subject: 'WhatsApp message',
        body: text,
        quoted: '',
        attachments: [],
        unread: false,
        delivery: { status: 'sent', failure: null },
        at: new Date().toISOString(),
      };
      db.conversations.set(applicationId, [...thread, message]);
      return ok(
        {
          message: conversationMessages.whatsappQueued,
          data: db.conversations.get(applicationId),
        },
        { status: 201 },
      );
    }),
  ),
  http.get(
    api('/api/whatsapp/costs'),
    staffAnswer(({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
        throw badRequest(conversationMessages.whatsappMonthInvalid, {
          month: conversationMessages.whatsappMonthInvalid,
        });
      }
      return ok({
        data: db.whatsappCosts.get(month) ?? {
          month,
          enabled: true,
          categories: [],
          totalInr: 0,
        },
      });
    }),
  ),
  http.get(
    api('/api/mail-quarantine'),
    staffAnswer(() => ok({ data: db.quarantine })),
  ),
  http.post(
    api('/api/mail-quarantine/:id/attach'),
    staffAnswer(async ({ request, params }) => {
      const mail = quarantined(Number(params.id));
      const { applicationId } = await validateWith(quarantineAttachSchema, await request.json());
      const thread = threadOf(applicationId);
      db.conversations.set(applicationId, [
        ...thread,
        {
          id: `in-${thread.length + 1}`,
          direction: 'in',
          from: mail.sender,
          subject: mail.subject,
          body: mail.body,
          quoted: mail.quoted,
          attachments: mail.attachments,
          unread: true,
          at: mail.receivedAt,
        },
      ]);
      db.quarantine = db.quarantine.filter((item) => item !== mail);
      return ok({ message: 'The e-mail was added to the application' });
    }),
  ),
  http.delete(
    api('/api/mail-quarantine/:id'),
    staffAnswer(({ params }) => {
      const mail = quarantined(Number(params.id));
      db.quarantine = db.quarantine.filter((item) => item !== mail);
      return ok({ message: 'The e-mail was deleted' });
    }),
  ),
];
