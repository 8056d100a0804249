import { http } from 'msw';
import type { ApplicationEvent } from '@vistaar/shared/contract';
import type { PipelineStage } from '@vistaar/shared/contract';
import type { PipelineStageKind } from '@vistaar/shared/config';
import {
  applicationNoteSchema,
  bulkStageMoveSchema,
  holidayCreateSchema,
  pipelineMessages,
  rejectionReasonLabelSchema,
  stageCreateSchema,
  stageMoveSchema,
  stageOrderSchema,
  stageRenameSchema,
} from '@vistaar/shared/validation';
import { db, nextId } from '../db';
import { api, badRequest, conflict, notFound, ok, staffAnswer, validateWith } from '../answers';

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
const STAGE_NOT_FOUND = 'Stage not found.';
const REASON_NOT_FOUND = 'Rejection reason not found.';

/** Stages as the server answers them: in use by position, then archived; counts from the applications. */
function answeredStages(): PipelineStage[] {
  return [...db.pipelineStages]
    .sort((a, b) => Number(a.archived) - Number(b.archived) || a.position - b.position)
    .map((stage) => ({
      ...stage,
      applications: db.applications.filter((item) => item.stage.id === stage.id).length,
    }));
}

const answeredStage = (id: number) => answeredStages().find((stage) => stage.id === id)!;

function findStage(id: unknown) {
  const stage = db.pipelineStages.find((item) => item.id === Number(id));
  if (!stage) throw notFound(STAGE_NOT_FOUND);
  return stage;
}

function checkStageName(name: string, exceptId?: number) {
  const taken = db.pipelineStages.some(
    (stage) =>
      !stage.archived && stage.id !== exceptId && stage.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) {
    throw conflict(pipelineMessages.stageNameTaken, { name: pipelineMessages.stageNameTaken });
  }
}

const lastOfKind: Record<PipelineStageKind, string> = {
  open: pipelineMessages.lastOpenStageArchived,
  hired: pipelineMessages.lastHiredStageArchived,
  rejected: pipelineMessages.lastRejectedStageArchived,
  withdrawn: pipelineMessages.lastWithdrawnStageArchived,
};

const reasonsInUse = () =>
  db.rejectionReasons.filter((reason) => !db.archivedReasonIds.has(reason.id));

function findReason(id: unknown) {
  const reason = db.rejectionReasons.find((item) => item.id === Number(id));
  if (!reason) throw notFound(REASON_NOT_FOUND);
  return reason;
}

function checkReasonLabel(label: string, exceptId?: number) {
  if (
    reasonsInUse().some(
      (reason) => reason.id !== exceptId && reason.label.toLowerCase() === label.toLowerCase(),
    )
  ) {
    throw conflict(pipelineMessages.reasonLabelTaken, { label: pipelineMessages.reasonLabelTaken });
  }
}

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
    staffAnswer(() => ok({ data: answeredStages() })),
  ),
  http.post(
    api('/api/pipeline/stages'),
    staffAnswer(async ({ request }) => {
      const input = await validateWith(stageCreateSchema, await request.json());
      checkStageName(input.name);
      const firstOutcome = answeredStages().find(
        (stage) => !stage.archived && stage.kind !== 'open',
      );
      let position = Math.max(0, ...db.pipelineStages.map((stage) => stage.position)) + 1;
      if (input.kind === 'open' && firstOutcome) {
        position = firstOutcome.position;
        for (const stage of db.pipelineStages) {
          if (stage.position >= position) stage.position += 1;
        }
      }
      const id = nextId(db.pipelineStages);
      db.pipelineStages.push({
        id,
        name: input.name,
        kind: input.kind,
        position,
        archived: false,
        entry: false,
        applications: 0,
      });
      return ok({ message: 'Stage added', data: answeredStage(id) }, { status: 201 });
    }),
  ),
  http.put(
    api('/api/pipeline/stages/order'),
    staffAnswer(async ({ request }) => {
      const { ids } = await validateWith(stageOrderSchema, await request.json());
      const inUse = db.pipelineStages.filter((stage) => !stage.archived);
      if (ids.length !== inUse.length || ids.some((id) => !inUse.some((s) => s.id === id))) {
        throw fieldError('ids', pipelineMessages.stageOrderInvalid);
      }
      const kinds = ids.map((id) => inUse.find((stage) => stage.id === id)!.kind);
      const firstOutcome = kinds.findIndex((kind) => kind !== 'open');
      if (firstOutcome >= 0 && kinds.slice(firstOutcome).includes('open')) {
        throw fieldError('ids', pipelineMessages.stageOrderOutcomesLast);
      }
      ids.forEach((id, index) => {
        inUse.find((stage) => stage.id === id)!.position = index + 1;
      });
      return ok({ message: 'Stage order saved', data: answeredStages() });
    }),
  ),
  http.put(
    api('/api/pipeline/stages/:id'),
    staffAnswer(async ({ params, request }) => {
      const input = await validateWith(stageRenameSchema, await request.json());
      const stage = findStage(params.id);
      if (input.slaDays !== undefined) {
        if (input.slaDays !== null && stage.kind !== 'open') {
          throw fieldError('slaDays', pipelineMessages.stageLimitClosed);
        }
        if (input.slaDays === null) delete stage.slaDays;
        else stage.slaDays = input.slaDays;
      }
      if (input.name !== undefined && input.name !== stage.name) {
        if (!stage.archived) checkStageName(input.name, stage.id);
        stage.name = input.name;
      }
      return ok({ message: 'Stage saved', data: answeredStage(stage.id) });
    }),
  ),
  http.get(
    api('/api/pipeline/holidays'),
    staffAnswer(() => ok({ data: db.holidays })),
  ),
  http.post(
    api('/api/pipeline/holidays'),
    staffAnswer(async ({ request }) => {
      const input = await validateWith(holidayCreateSchema, await request.json());
      if (db.holidays.some((holiday) => holiday.day === input.day)) {
        throw conflict(pipelineMessages.holidayTaken, { day: pipelineMessages.holidayTaken });
      }
      db.holidays = [...db.holidays, input].sort((a, b) => a.day.localeCompare(b.day));
      return ok({ message: 'Holiday added', data: db.holidays }, { status: 201 });
    }),
  ),
  http.delete(
    api('/api/pipeline/holidays/:day'),
    staffAnswer(({ params }) => {
      if (!db.holidays.some((holiday) => holiday.day === params.day)) {
        throw notFound(pipelineMessages.holidayNotFound);
      }
      db.holidays = db.holidays.filter((holiday) => holiday.day !== params.day);
      return ok({ message: 'Holiday removed', data: db.holidays });
    }),
  ),
  http.post(
    api('/api/pipeline/stages/:id/archive'),
    staffAnswer(({ params }) => {
      const stage = findStage(params.id);
      if (stage.archived) throw badRequest(pipelineMessages.stageAlreadyArchived);
      if (stage.entry) throw badRequest(pipelineMessages.entryStageArchived);
      const sameKind = db.pipelineStages.filter((s) => !s.archived && s.kind === stage.kind);
      if (sameKind.length <= 1) throw badRequest(lastOfKind[stage.kind]);
      stage.archived = true;
      return ok({ message: 'Stage archived', data: answeredStage(stage.id) });
    }),
  ),
  http.get(
    api('/api/pipeline/rejection-reasons'),
    staffAnswer(() => ok({ data: reasonsInUse() })),
  ),
  http.post(
    api('/api/pipeline/rejection-reasons'),
    staffAnswer(async ({ request }) => {
      const { label } = await validateWith(rejectionReasonLabelSchema, await request.json());
      checkReasonLabel(label);
      const reason = { id: nextId(db.rejectionReasons), label };
      db.rejectionReasons.push(reason);
      return ok({ message: 'Reason added', data: reason }, { status: 201 });
    }),
  ),
  http.put(
    api('/api/pipeline/rejection-reasons/:id'),
    staffAnswer(async ({ params, request }) => {
      const { label } = await validateWith(rejectionReasonLabelSchema, await request.json());
      const reason = findReason(params.id);
      if (db.archivedReasonIds.has(reason.id)) {
        throw badRequest(pipelineMessages.reasonAlreadyArchived);
      }
      checkReasonLabel(label, reason.id);
      reason.label = label;
      return ok({ message: 'Reason saved', data: reason });
    }),
  ),
  http.post(
    api('/api/pipeline/rejection-reasons/:id/archive'),
    staffAnswer(({ params }) => {
      const reason = findReason(params.id);
      if (db.archivedReasonIds.has(reason.id)) {
        throw badRequest(pipelineMessages.reasonAlreadyArchived);
      }
      if (reasonsInUse().length <= 1) throw badRequest(pipelineMessages.lastReasonArchived);
      db.archivedReasonIds.add(reason.id);
      return ok({ message: 'Reason archived', data: reason });
    }),
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
