import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  bulkStageMoveSchema,
  pipelineMessages,
  rejectionReasonLabelSchema,
  stageCreateSchema,
  stageMoveSchema,
  stageOrderSchema,
  stageRenameSchema,
} from '@vistaar/shared/validation';
import { applicationsOpenTo, findEntryStageId, managedBy, openApplication } from '../applications';
import {
  applicationEventSchema,
  bulkStageMoveResultSchema,
  pipelineStageSchema,
  rejectionReasonSchema,
} from '@vistaar/shared/contract';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { badRequest, found } from '../../lib/http-error';
import { auditActor, HIRING_TEAM, recordRead, RECRUITING, signedInStaff } from '../auth';
import { moveApplication, moveApplications } from './application-stage-service';
import { listApplicationHistory } from './application-history';
import { findApplicationEvent } from './events-repository';
import { idParamsSchema } from './pipeline-schemas';
import { toApplicationEvent, toPipelineStage } from './pipeline-views';
import {
  STAGE_NOT_FOUND,
  archivePipelineStage,
  createStage,
  editStage,
  reorderStages,
} from './stage-service';
import {
  countApplicationsByStage,
  findAnyRejectionReason,
  findStage,
  listRejectionReasons,
  listStages,
} from './stages-repository';
import {
  REASON_NOT_FOUND,
  archiveRejectionReasonById,
  createRejectionReason,
  renameRejectionReason,
} from './rejection-reason-service';

const tags = ['Pipeline'];
const config = { roles: RECRUITING };
/** Reading the stages and reasons, moving and reading applications: hiring managers too. */
const hiring = { roles: HIRING_TEAM };
const stageAnswer = dataEnvelopeSchema(pipelineStageSchema);
const stagesAnswer = dataEnvelopeSchema({ type: 'array', items: pipelineStageSchema } as const);

/** The recruiting pipeline: its stages, and moving applications through them with a history. */
export const pipelineRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  async function loadStage(id: number) {
    const row = found(await findStage(db, id), STAGE_NOT_FOUND);
    const counts = await countApplicationsByStage(db);
    return toPipelineStage(row, await findEntryStageId(db), counts.get(row.id) ?? 0);
  }

  async function allStages(managerId?: number) {
    const rows = await listStages(db);
    const entryStageId = await findEntryStageId(db);
    const counts = await countApplicationsByStage(db, managerId);
    return rows.map((row) => toPipelineStage(row, entryStageId, counts.get(row.id) ?? 0));
  }

  const reasonsAnswer = dataEnvelopeSchema({
    type: 'array',
    items: rejectionReasonSchema,
  } as const);
  const reasonAnswer = dataEnvelopeSchema(rejectionReasonSchema);

  async function loadReason(id: number) {
    const row = found(await findAnyRejectionReason(db, id), REASON_NOT_FOUND);
    return { id: row.id, label: row.label };
  }

  app.get(
    '/api/pipeline/stages',
    {
      config: hiring,
      schema: {
        tags,
        summary: 'Stages in use by position, then the archived ones',
        response: { 200: stagesAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      // Every screen of the staff area asks for the stages; what differs between readers is
      // only whose applications a hiring manager's counts cover.
      const managerId = managedBy(signedInStaff(request));
      return {
        success: true,
        data: await app.readCache.read(`stages:${managerId ?? 'all'}`, () => allStages(managerId)),
      };
    },
  );

  app.post(
    '/api/pipeline/stages',
    {
      config,
      schema: {
        tags,
        summary: 'Add a stage after the others',
        body: stageCreateSchema,
        response: { 201: stageAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await createStage(db, auditActor(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Stage added', data: await loadStage(id) });
    },
  );

  app.put(
    '/api/pipeline/stages/order',
    {
      config,
      schema: {
        tags,
        summary: 'Put the stages in use in this order (each listed once)',
        body: stageOrderSchema,
        response: { 200: stagesAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await reorderStages(db, auditActor(request), request.body);
      return { success: true, message: 'Stage order saved', data: await allStages() };
    },
  );

  app.put(
    '/api/pipeline/stages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a stage, or set its limit in working days (open stages)',
        params: idParamsSchema,
        body: stageRenameSchema,
        response: { 200: stageAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await editStage(db, auditActor(request), id, request.body);
      return { success: true, message: 'Stage saved', data: await loadStage(id) };
    },
  );

  app.post(
    '/api/pipeline/stages/:id/archive',
    {
      config,
      schema: {
        tags,
        summary: 'Archive a stage: it keeps its history, nothing more moves into it',
        params: idParamsSchema,
        response: { 200: stageAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await archivePipelineStage(db, auditActor(request), id);
      return { success: true, message: 'Stage archived', data: await loadStage(id) };
    },
  );

  app.get(
    '/api/pipeline/rejection-reasons',
    {
      config: hiring,
      schema: {
        tags,
        summary: 'The reasons a rejection may give, in order',
        response: { 200: reasonsAnswer, ...standardErrorResponses },
      },
    },
    async () => ({ success: true, data: await listRejectionReasons(db) }),
  );

  app.post(
    '/api/pipeline/rejection-reasons',
    {
      config,
      schema: {
        tags,
        summary: 'Add a rejection reason after the others',
        body: rejectionReasonLabelSchema,
        response: { 201: reasonAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await createRejectionReason(db, auditActor(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Reason added', data: await loadReason(id) });
    },
  );

  app.put(
    '/api/pipeline/rejection-reasons/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Reword a rejection reason; past rejections show the new words',
        params: idParamsSchema,
        body: rejectionReasonLabelSchema,
        response: { 200: reasonAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await renameRejectionReason(db, auditActor(request), id, request.body);
      return { success: true, message: 'Reason saved', data: await loadReason(id) };
    },
  );

  app.post(
    '/api/pipeline/rejection-reasons/:id/archive',
    {
      config,
      schema: {
        tags,
        summary: 'Archive a rejection reason: past rejections keep it, new ones cannot give it',
        params: idParamsSchema,
        response: { 200: reasonAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await archiveRejectionReasonById(db, auditActor(request), id);
      return { success: true, message: 'Reason archived', data: await loadReason(id) };
    },
  );

  app.post(
    '/api/career/applications/:id/stage',
    {
      config: hiring,
      schema: {
        tags,
        summary: 'Move an application to another stage; answers the history entry',
        params: idParamsSchema,
        body: stageMoveSchema,
        response: { 200: dataEnvelopeSchema(applicationEventSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      await openApplication(db, signedInStaff(request), request.params.id);
      const eventId = await moveApplication(
        db,
        auditActor(request),
        request.params.id,
        request.body,
      );
      return {
        success: true,
        message: 'Application moved',
        data: toApplicationEvent(await findApplicationEvent(db, eventId)),
      };
    },
  );

  app.post(
    '/api/career/applications/stage',
    {
      config: hiring,
      schema: {
        tags,
        summary: 'Move several applications to one stage: all of them or none',
        body: bulkStageMoveSchema,
        response: {
          200: dataEnvelopeSchema(bulkStageMoveResultSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const { ids } = request.body;
      const open = await applicationsOpenTo(db, signedInStaff(request), ids);
      // One the member may not open reads as one that does not exist.
      if (ids.some((id) => !open.has(id))) {
        throw badRequest(pipelineMessages.applicationsUnknown, {
          ids: pipelineMessages.applicationsUnknown,
        });
      }
      const moved = await moveApplications(db, auditActor(request), request.body);
      return {
        success: true,
        message: moved === 1 ? '1 application moved' : `${moved} applications moved`,
        data: { moved },
      };
    },
  );

  app.get(
    '/api/career/applications/:id/timeline',
    {
      config: hiring,
      schema: {
        tags,
        summary: "An application's history, newest first; entries are never edited or deleted",
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: applicationEventSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await openApplication(db, signedInStaff(request), id);
      // Like every read of an application, on the audit trail.
      await recordRead(db, request, 'application', id, 'application.timeline-viewed');
      return { success: true, data: await listApplicationHistory(db, id) };
    },
  );
};
