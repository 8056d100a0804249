import { http } from 'msw';
import type { ApplicationEvent } from '@/shared/contract';
import {
  applicationNoteSchema,
  bulkStageMoveSchema,
  pipelineMessages,
  stageMoveSchema,
} from '@/shared/validation';
import { db, nextId } from '../db';
import { api, badRequest, notFound, ok, staffAnswer, validateWith } from '../answers';

const APPLICATION_NOT_FOUND = 'Application not found.';
const MENTION_NOT_FOUND = 'This note is not in your list.';
/** The signed-in member, as the history names them. */
const signedIn = () => db.teamMates[0];

interface Target {
  stageId: number;
  comment?: string;
  rejectionReasonId?: number;
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** The server's checks of where a move goes and the reason it gives. */
function checkTarget(target: Target) {
  const stage = db.pipelineStages.find((item) => item.id === target.stageId);
  if (!stage) throw fieldError('stageId', pipelineMessages.stageUnknown);
  if (stage.archived) throw fieldError('stageId', pipelineMessages.stageArchived);
  if (target.rejectionReasonId === undefined) {
    if (stage.kind === 'rejected') {
      throw fieldError('rejectionReasonId', pipelineMessages.rejectionReasonRequired);
    }
    return stage;
  }
  if (stage.kind !== 'rejected') {
    throw fieldError('rejectionReasonId', pipelineMessages.rejectionReasonNotRejected);
  }
  if (!db.rejectionReasons.some((reason) => reason.id === target.rejectionReasonId)) {
    throw fieldError('rejectionReasonId', pipelineMessages.rejectionReasonUnknown);
  }
  return stage;
}

/** Moves one application and appends the move to its history; answers the entry. */
function recordMove(applicationId: number, target: Target): ApplicationEvent {
  const application = db.applications.find((item) => item.id === applicationId)!;
  const stage = checkTarget(target);
  const events = db.applicationEvents.get(applicationId) ?? [];
  const allEvents = [...db.applicationEvents.values()].flat();
  const event: ApplicationEvent = {
    id: nextId(allEvents),
    kind: 'stage-moved',
    createdAt: new Date().toISOString(),
    staff: signedIn(),
    fromStage: { id: application.stage.id, name: application.stage.name },
    toStage: { id: stage.id, name: stage.name },
    rejectionReason:
      db.rejectionReasons.find((reason) => reason.id === target.rejectionReasonId) ?? null,
    comment: target.comment || null,
    mentions: [],
  };
  application.stage = { id: stage.id, name: stage.name, kind: stage.kind };
  application.daysInStage = 0;
  db.applicationEvents.set(applicationId, [...events, event]);
  return event;
}

/** `features/applications` (pipeline-api): stages, reasons, moves, notes and each history. */
export const pipelineHandlers = [
  http.get(
    api('/api/pipeline/team-mates'),
    staffAnswer(() => ok({ data: db.teamMates })),
  ),
  http.post(
    api('/api/career/applications/:id/notes'),
    staffAnswer(async ({ params, request }) => {
      const { text, mentionIds } = await validateWith(applicationNoteSchema, await request.json());
      const application = db.applications.find((item) => item.id === Number(params.id));
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      const named = [...new Set(mentionIds)].map((id) =>
        db.teamMates.find((mate) => mate.id === id),
      );
      if (named.some((mate) => !mate)) {
        throw fieldError('mentionIds', pipelineMessages.mentionUnknown);
      }
      const event: ApplicationEvent = {
        id: nextId([...db.applicationEvents.values()].flat()),
        kind: 'note',
        createdAt: new Date().toISOString(),
        staff: signedIn(),
        fromStage: null,
        toStage: null,
        rejectionReason: null,
        comment: text,
        mentions: named.map((mate) => mate!),
      };
      db.applicationEvents.set(application.id, [
        ...(db.applicationEvents.get(application.id) ?? []),
        event,
      ]);
      if (event.mentions.some((mate) => mate.id === signedIn().id)) {
        db.mentions.unshift({
          id: nextId(db.mentions),
          applicationId: application.id,
          candidateName: application.fullName,
          jobTitle: application.jobTitle,
          note: text,
          by: signedIn().name,
          createdAt: event.createdAt,
          read: false,
        });
      }
      return ok({ message: 'Note added', data: event }, { status: 201 });
    }),
  ),
  http.get(
    api('/api/pipeline/mentions'),
    staffAnswer(() =>
      ok({
        data: {
          items: db.mentions,
          unread: db.mentions.filter((mention) => !mention.read).length,
        },
      }),
    ),
  ),
  http.post(
    api('/api/pipeline/mentions/:id/read'),
    staffAnswer(({ params }) => {
      const mention = db.mentions.find((item) => item.id === Number(params.id));
      if (!mention) throw notFound(MENTION_NOT_FOUND);
      mention.read = true;
      return ok({ message: 'Marked as read' });
    }),
  ),
  http.get(
    api('/api/pipeline/stages'),
    staffAnswer(() => ok({ data: db.pipelineStages })),
  ),
  http.get(
    api('/api/pipeline/rejection-reasons'),
    staffAnswer(() => ok({ data: db.rejectionReasons })),
  ),
  http.get(
    api('/api/career/applications/:id/timeline'),
    staffAnswer(({ params }) => {
      const id = Number(params.id);
      if (!db.applications.some((item) => item.id === id)) throw notFound(APPLICATION_NOT_FOUND);
      return ok({ data: [...(db.applicationEvents.get(id) ?? [])].reverse() });
    }),
  ),
  http.post(
    api('/api/career/applications/stage'),
    staffAnswer(async ({ request }) => {
      const { ids, ...target } = await validateWith(bulkStageMoveSchema, await request.json());
      const distinct = [...new Set(ids)];
      const found = db.applications.filter((item) => distinct.includes(item.id));
      if (found.length !== distinct.length) {
        throw fieldError('ids', pipelineMessages.applicationsUnknown);
      }
      checkTarget(target);
      if (found.some((item) => item.stage.id === target.stageId)) {
        throw fieldError('stageId', pipelineMessages.stageSameBulk);
      }
      for (const id of distinct) recordMove(id, target);
      const moved = distinct.length;
      return ok({
        message: moved === 1 ? '1 application moved' : `${moved} applications moved`,
        data: { moved },
      });
    }),
  ),
  http.post(
    api('/api/career/applications/:id/stage'),
    staffAnswer(async ({ params, request }) => {
      const input = await validateWith(stageMoveSchema, await request.json());
      const application = db.applications.find((item) => item.id === Number(params.id));
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      checkTarget(input);
      if (application.stage.id === input.stageId) {
        throw fieldError('stageId', pipelineMessages.stageSame);
      }
      return ok({ message: 'Application moved', data: recordMove(application.id, input) });
    }),
  ),
];
