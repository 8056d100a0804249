import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { applicationNoteSchema } from '@vistaar/shared/validation';
import { applicationEventSchema, mentionSchema, teamMateSchema } from '@vistaar/shared/contract';
import { nowIso } from '../../db/dialect';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { boundedInteger } from '../../lib/common-schemas';
import { listApplicationReaders, openApplication } from '../applications';
import { auditActor, HIRING_TEAM, recordRead, signedInStaff } from '../auth';
import { findApplicationEvent } from './events-repository';
import { addApplicationNote, type NoteDeps } from './note-service';
import {
  countUnreadMentions,
  listMentionsOf,
  listTeamMates,
  markMentionRead,
  mentionsOfEvents,
} from './notes-repository';
import { idParamsSchema } from './pipeline-schemas';
import { toApplicationEvent, toMention } from './pipeline-views';

const tags = ['Pipeline'];
const config = { roles: HIRING_TEAM };
/** The 'For you' list shows this many notes, newest first; older ones stay in each history. */
const MENTIONS_SHOWN = 50;
const MENTION_NOT_FOUND = 'This note is not in your list.';

/** Staff notes on applications, naming colleagues, and each member's 'For you' list. */
export const notesRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const deps: NoteDeps = { db, mailer: app.mailer, publicUrl: app.config.publicUrl };

  app.post(
    '/api/career/applications/:id/notes',
    {
      config,
      schema: {
        tags,
        summary: "Add a note to an application's history, naming colleagues who should read it",
        params: idParamsSchema,
        body: applicationNoteSchema,
        response: {
          201: dataEnvelopeSchema(applicationEventSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      await openApplication(db, signedInStaff(request), request.params.id);
      const eventId = await addApplicationNote(
        deps,
        auditActor(request),
        request.params.id,
        request.body,
      );
      const mentions = await mentionsOfEvents(db, [eventId]);
      return reply.status(201).send({
        success: true,
        message: 'Note added',
        data: toApplicationEvent(await findApplicationEvent(db, eventId), mentions.get(eventId)),
      });
    },
  );

  app.get(
    '/api/pipeline/team-mates',
    {
      config,
      schema: {
        tags,
        summary:
          'Colleagues a note may name: active members who may open the application (without one, those who may open every application)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { applicationId: boundedInteger(1, 2_147_483_647) },
        } as const,
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: teamMateSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const { applicationId } = request.query;
      if (applicationId === undefined) return { success: true, data: await listTeamMates(db) };
      await openApplication(db, signedInStaff(request), applicationId);
      const readers = await listApplicationReaders(db, applicationId);
      return { success: true, data: readers.map(({ id, name }) => ({ id, name })) };
    },
  );

  app.get(
    '/api/pipeline/mentions',
    {
      config,
      schema: {
        tags,
        summary: 'Notes that name the signed-in member, newest first, and how many are unread',
        response: {
          200: dataEnvelopeSchema({
            type: 'object',
            additionalProperties: false,
            properties: {
              items: { type: 'array', items: mentionSchema },
              unread: { type: 'integer' },
            },
            required: ['items', 'unread'],
          } as const),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const staffId = signedInStaff(request).id;
      const items = (await listMentionsOf(db, staffId, MENTIONS_SHOWN)).map(toMention);
      // The list names candidates and carries notes about them: a read of applications.
      await recordRead(db, request, 'application', null, 'application.mentions-viewed', {
        ids: [...new Set(items.map((item) => item.applicationId))],
      });
      return {
        success: true,
        data: { items, unread: await countUnreadMentions(db, staffId) },
      };
    },
  );

  app.post(
    '/api/pipeline/mentions/:id/read',
    {
      config,
      schema: {
        tags,
        summary: "Mark a note of the member's own 'For you' list read",
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const staffId = signedInStaff(request).id;
      if (!(await markMentionRead(db, request.params.id, staffId, nowIso()))) {
        throw notFound(MENTION_NOT_FOUND);
      }
      return { success: true, message: 'Marked as read' };
    },
  );
};
