import type { Kysely } from 'kysely';
import type {
  StageCreateInput,
  StageOrderInput,
  StageRenameInput,
} from '@vistaar/shared/validation';
import { findEntryStageId } from '../applications';
import { pipelineMessages } from '@vistaar/shared/validation';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found } from '../../lib/http-error';
import { isUniqueViolation } from '../employees';
import type { PipelineStageKind } from '@vistaar/shared/config';
import {
  archiveStage,
  countStagesInUse,
  findStage,
  findStageNamed,
  insertStage,
  listStages,
  nextStagePosition,
  renameStage,
  setStageLimit,
  setStagePosition,
  shiftStagesFrom,
} from './stages-repository';

export const STAGE_NOT_FOUND = 'Stage not found.';
const entity = 'pipeline-stage';

const nameTaken = () =>
  conflict(pipelineMessages.stageNameTaken, { name: pipelineMessages.stageNameTaken });

/** The unique index decides when two staff save the same name at once, with the same answer. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

async function loadStage(trx: Kysely<Database>, id: number) {
  return found(await findStage(trx, id), STAGE_NOT_FOUND);
}

/** A change to a stage's settings, on the trail with each value before and after. */
function auditStageChange(
  trx: Kysely<Database>,
  actor: AuditActor,
  action: 'pipeline-stage.limit' | 'pipeline-stage.rename',
  id: number,
  changes: Record<string, { from: unknown; to: unknown }>,
) {
  return recordAudit(trx, actor, { action, entity, entityId: id, details: { changes } });
}

/** Why the last stage in use of each kind cannot be archived: without it nothing reaches that end. */
const lastOfKind: Record<PipelineStageKind, string> = {
  open: pipelineMessages.lastOpenStageArchived,
  hired: pipelineMessages.lastHiredStageArchived,
  rejected: pipelineMessages.lastRejectedStageArchived,
  withdrawn: pipelineMessages.lastWithdrawnStageArchived,
};

/**
 * Where a new stage goes: an open step before the first outcome in use (so Hired, Rejected
 * and Withdrawn stay last), an outcome after every stage.
 */
async function newStagePosition(trx: Kysely<Database>, kind: PipelineStageKind) {
  const firstOutcome = (await listStages(trx)).find(
    (stage) => stage.archived_at === null && stage.kind !== 'open',
  );
  if (kind !== 'open' || !firstOutcome) return nextStagePosition(trx);
  await shiftStagesFrom(trx, firstOutcome.position);
  return firstOutcome.position;
}

/** Adds a stage: a step before the outcomes, an outcome after the others. Answers its id. */
export async function createStage(
  db: Kysely<Database>,
  actor: AuditActor,
  input: StageCreateInput,
) {
  return uniqueName(() =>
    db.transaction().execute(async (trx) => {
      if (await findStageNamed(trx, input.name)) throw nameTaken();
      const position = await newStagePosition(trx, input.kind);
      const id = await insertStage(trx, { name: input.name, kind: input.kind, position });
      await recordAudit(trx, actor, {
        action: 'pipeline-stage.create',
        entity,
        entityId: id,
        details: { after: { name: input.name, kind: input.kind, position } },
      });
      return id;
    }),
  );
}

/** Renames a stage; its history shows the new name, as it is the same stage. */
export async function editStage(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: StageRenameInput,
) {
  await uniqueName(() =>
    db.transaction().execute(async (trx) => {
      const stage = await loadStage(trx, id);
      if (input.slaDays !== undefined && input.slaDays !== stage.sla_working_days) {
        // Hired, rejected and withdrawn end an application: nothing waits there.
        if (input.slaDays !== null && stage.kind !== 'open') {
          throw badRequest(pipelineMessages.stageLimitClosed, {
            slaDays: pipelineMessages.stageLimitClosed,
          });
        }
        await setStageLimit(trx, id, input.slaDays);
        await auditStageChange(trx, actor, 'pipeline-stage.limit', id, {
          slaDays: { from: stage.sla_working_days, to: input.slaDays },
        });
      }
      if (input.name === undefined || input.name === stage.name) return;
      if (stage.archived_at === null && (await findStageNamed(trx, input.name, id))) {
        throw nameTaken();
      }
      await renameStage(trx, id, input.name);
      await auditStageChange(trx, actor, 'pipeline-stage.rename', id, {
        name: { from: stage.name, to: input.name },
      });
    }),
  );
}

/**
 * Puts the stages in use in the order given, which must name each of them once and keep the
 * outcomes (hired, rejected, withdrawn) after the open steps.
 */
export async function reorderStages(
  db: Kysely<Database>,
  actor: AuditActor,
  body: StageOrderInput,
) {
  const { ids } = body;
  await db.transaction().execute(async (trx) => {
    const inUse = (await listStages(trx)).filter((stage) => stage.archived_at === null);
    const known = new Set(inUse.map((stage) => stage.id));
    if (ids.length !== known.size || ids.some((stageId) => !known.has(stageId))) {
      throw badRequest(pipelineMessages.stageOrderInvalid, {
        ids: pipelineMessages.stageOrderInvalid,
      });
    }
    const kindOf = new Map(inUse.map((stage) => [stage.id, stage.kind]));
    const firstOutcome = ids.findIndex((stageId) => kindOf.get(stageId) !== 'open');
    if (
      firstOutcome >= 0 &&
      ids.slice(firstOutcome).some((stageId) => kindOf.get(stageId) === 'open')
    ) {
      throw badRequest(pipelineMessages.stageOrderOutcomesLast, {
        ids: pipelineMessages.stageOrderOutcomesLast,
      });
    }
    for (const [index, stageId] of ids.entries()) {
      await setStagePosition(trx, stageId, index + 1);
    }
    await recordAudit(trx, actor, {
      action: 'pipeline-stage.reorder',
      entity,
      details: { changes: { order: { from: inUse.map((stage) => stage.id), to: ids } } },
    });
  });
}

/**
 * Archives a stage: it keeps its history and the applications in it, but nothing more moves
 * into it. New (where applications start) stays, and so does the last stage in use of each
 * kind: the last open step and the last Hired, Rejected and Withdrawn.
 */
export async function archivePipelineStage(db: Kysely<Database>, actor: AuditActor, id: number) {
  await db.transaction().execute(async (trx) => {
    const stage = await loadStage(trx, id);
    if (stage.archived_at !== null) throw badRequest(pipelineMessages.stageAlreadyArchived);
    if (id === (await findEntryStageId(trx))) {
      throw badRequest(pipelineMessages.entryStageArchived);
    }
    if ((await countStagesInUse(trx, stage.kind)) <= 1) throw badRequest(lastOfKind[stage.kind]);
    await archiveStage(trx, id);
    await recordAudit(trx, actor, {
      action: 'pipeline-stage.archive',
      entity,
      entityId: id,
      details: { name: stage.name },
    });
  });
}
