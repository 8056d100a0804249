import type { Kysely } from 'kysely';
import type { BulkStageMoveInput, StageMoveInput } from '@vistaar/shared/validation';
import { pipelineMessages } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { insertEvent } from './events-repository';
import {
  findApplicationStages,
  findRejectionReason,
  findStage,
  setApplicationStage,
} from './stages-repository';

export const APPLICATION_NOT_FOUND = 'Application not found.';
const MOVED_MEANWHILE =
  'Someone else moved this application a moment ago. Reload it and try again.';

interface MoveTarget {
  stageId: number;
  comment?: string;
  rejectionReasonId?: number;
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** The stage to move into and the reason given, checked against what they mean. */
async function checkTarget(trx: Kysely<Database>, target: MoveTarget) {
  const stage = await findStage(trx, target.stageId);
  if (!stage) throw fieldError('stageId', pipelineMessages.stageUnknown);
  if (stage.archived_at !== null) throw fieldError('stageId', pipelineMessages.stageArchived);
  if (target.rejectionReasonId === undefined) {
    if (stage.kind === 'rejected') {
      throw fieldError('rejectionReasonId', pipelineMessages.rejectionReasonRequired);
    }
    return;
  }
  if (stage.kind !== 'rejected') {
    throw fieldError('rejectionReasonId', pipelineMessages.rejectionReasonNotRejected);
  }
  if (!(await findRejectionReason(trx, target.rejectionReasonId))) {
    throw fieldError('rejectionReasonId', pipelineMessages.rejectionReasonUnknown);
  }
}

/** Moves each application and records the move in its history and the audit trail. */
async function recordMoves(
  trx: Kysely<Database>,
  actor: AuditActor,
  moves: { id: number; from: number }[],
  target: MoveTarget,
): Promise<number[]> {
  const at = nowIso();
  const comment = target.comment ? target.comment : null;
  const eventIds: number[] = [];
  for (const move of moves) {
    if (!(await setApplicationStage(trx, move.id, move.from, target.stageId, at))) {
      throw conflict(MOVED_MEANWHILE);
    }
    eventIds.push(
      await insertEvent(trx, {
        application_id: move.id,
        kind: 'stage-moved',
        staff_id: actor.staffId,
        from_stage_id: move.from,
        to_stage_id: target.stageId,
        rejection_reason_id: target.rejectionReasonId ?? null,
        comment,
        created_at: at,
      }),
    );
    await recordAudit(trx, actor, {
      action: 'application.stage-moved',
      entity: 'application',
      entityId: move.id,
      details: {
        changes: { stageId: { from: move.from, to: target.stageId } },
        ...(target.rejectionReasonId ? { rejectionReasonId: target.rejectionReasonId } : {}),
      },
    });
  }
  return eventIds;
}

/** Moves one application to another stage; answers the id of the history entry. */
export async function moveApplication(
  db: Kysely<Database>,
  actor: AuditActor,
  applicationId: number,
  input: StageMoveInput,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const [current] = await findApplicationStages(trx, [applicationId]);
    if (!current) throw notFound(APPLICATION_NOT_FOUND);
    await checkTarget(trx, input);
    if (current.stage_id === input.stageId) {
      throw fieldError('stageId', pipelineMessages.stageSame);
    }
    const [eventId] = await recordMoves(
      trx,
      actor,
      [{ id: applicationId, from: current.stage_id }],
      input,
    );
    return eventId;
  });
}

/**
 * Moves one application into a stage inside the caller's transaction (a candidate marked
 * joined goes to Hired with the employee record made); nothing when it is there already.
 */
export async function moveWithin(
  trx: Kysely<Database>,
  actor: AuditActor,
  applicationId: number,
  stageId: number,
  comment: string,
): Promise<void> {
  const [current] = await findApplicationStages(trx, [applicationId]);
  if (!current) throw notFound(APPLICATION_NOT_FOUND);
  if (current.stage_id === stageId) return;
  await recordMoves(trx, actor, [{ id: applicationId, from: current.stage_id }], {
    stageId,
    comment,
  });
}

/** Moves every application listed, or none of them; answers how many moved. */
export async function moveApplications(
  db: Kysely<Database>,
  actor: AuditActor,
  body: BulkStageMoveInput,
): Promise<number> {
  const { ids, ...target } = body;
  const distinct = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const current = await findApplicationStages(trx, distinct);
    if (current.length !== distinct.length) {
      throw fieldError('ids', pipelineMessages.applicationsUnknown);
    }
    await checkTarget(trx, target);
    if (current.some((row) => row.stage_id === target.stageId)) {
      throw fieldError('stageId', pipelineMessages.stageSameBulk);
    }
    const moves = current
      .map((row) => ({ id: row.id, from: row.stage_id }))
      .sort((a, b) => a.id - b.id);
    await recordMoves(trx, actor, moves, target);
    return moves.length;
  });
}
