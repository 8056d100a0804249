import type { Kysely } from 'kysely';
import {
  pipelineMessages,
  stageCreateSchema,
  stageOrderSchema,
  stageRenameSchema,
} from '../../../src/shared/validation';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { validateWith } from '../../lib/yup-errors';
import { isUniqueViolation } from '../employees/employee-repository';
import {
  archiveStage,
  countOpenStagesInUse,
  findEntryStageId,
  findStage,
  findStageNamed,
  insertStage,
  listStages,
  nextStagePosition,
  renameStage,
  setStagePosition,
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
  const stage = await findStage(trx, id);
  if (!stage) throw notFound(STAGE_NOT_FOUND);
  return stage;
}

/** Adds a stage after the others; answers its id. */
export async function createStage(db: Kysely<Database>, actor: AuditActor, body: unknown) {
  const input = await validateWith(stageCreateSchema, body);
  return uniqueName(() =>
    db.transaction().execute(async (trx) => {
      if (await findStageNamed(trx, input.name)) throw nameTaken();
      const position = await nextStagePosition(trx);
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
  body: unknown,
) {
  const input = await validateWith(stageRenameSchema, body);
  await uniqueName(() =>
    db.transaction().execute(async (trx) => {
      const stage = await loadStage(trx, id);
      if (input.name === undefined || input.name === stage.name) return;
      if (stage.archived_at === null && (await findStageNamed(trx, input.name, id))) {
        throw nameTaken();
      }
      await renameStage(trx, id, input.name);
      await recordAudit(trx, actor, {
        action: 'pipeline-stage.rename',
        entity,
        entityId: id,
        details: { changes: { name: { from: stage.name, to: input.name } } },
      });
    }),
  );
}

/** Puts the stages in use in the order given, which must name each of them once. */
export async function reorderStages(db: Kysely<Database>, actor: AuditActor, body: unknown) {
  const { ids } = await validateWith(stageOrderSchema, body);
  await db.transaction().execute(async (trx) => {
    const inUse = (await listStages(trx)).filter((stage) => stage.archived_at === null);
    const known = new Set(inUse.map((stage) => stage.id));
    if (ids.length !== known.size || ids.some((stageId) => !known.has(stageId))) {
      throw badRequest(pipelineMessages.stageOrderInvalid, {
        ids: pipelineMessages.stageOrderInvalid,
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
 * into it. New (where applications start) and the last open stage stay.
 */
export async function archivePipelineStage(db: Kysely<Database>, actor: AuditActor, id: number) {
  await db.transaction().execute(async (trx) => {
    const stage = await loadStage(trx, id);
    if (stage.archived_at !== null) throw badRequest(pipelineMessages.stageAlreadyArchived);
    if (id === (await findEntryStageId(trx))) {
      throw badRequest(pipelineMessages.entryStageArchived);
    }
    if (stage.kind === 'open' && (await countOpenStagesInUse(trx)) <= 1) {
      throw badRequest(pipelineMessages.lastOpenStageArchived);
    }
    await archiveStage(trx, id);
    await recordAudit(trx, actor, {
      action: 'pipeline-stage.archive',
      entity,
      entityId: id,
      details: { name: stage.name },
    });
  });
}
