import type { Kysely } from 'kysely';
import type { RejectionReasonInput } from '@vistaar/shared/validation';
import { pipelineMessages } from '@vistaar/shared/validation';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found } from '../../lib/http-error';
import { isUniqueViolation } from '../employees';
import {
  archiveRejectionReason,
  countRejectionReasonsInUse,
  findAnyRejectionReason,
  findRejectionReasonLabelled,
  insertRejectionReason,
  relabelRejectionReason,
} from './stages-repository';

export const REASON_NOT_FOUND = 'Rejection reason not found.';
const entity = 'rejection-reason';

const labelTaken = () =>
  conflict(pipelineMessages.reasonLabelTaken, { label: pipelineMessages.reasonLabelTaken });

/** The unique index decides when two staff save the same label at once, with the same answer. */
async function uniqueLabel<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? labelTaken() : error;
  }
}

async function loadReason(trx: Kysely<Database>, id: number) {
  return found(await findAnyRejectionReason(trx, id), REASON_NOT_FOUND);
}

/** Adds a reason after the others; answers its id. */
export async function createRejectionReason(
  db: Kysely<Database>,
  actor: AuditActor,
  body: RejectionReasonInput,
): Promise<number> {
  const { label } = body;
  return uniqueLabel(() =>
    db.transaction().execute(async (trx) => {
      if (await findRejectionReasonLabelled(trx, label)) throw labelTaken();
      const id = await insertRejectionReason(trx, label);
      await recordAudit(trx, actor, {
        action: 'rejection-reason.create',
        entity,
        entityId: id,
        details: { after: { label } },
      });
      return id;
    }),
  );
}

/** Rewords a reason in use; past rejections show the new words, as it is the same reason. */
export async function renameRejectionReason(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  body: RejectionReasonInput,
): Promise<void> {
  const { label } = body;
  await uniqueLabel(() =>
    db.transaction().execute(async (trx) => {
      const reason = await loadReason(trx, id);
      if (reason.archived_at !== null) throw badRequest(pipelineMessages.reasonAlreadyArchived);
      if (label === reason.label) return;
      if (await findRejectionReasonLabelled(trx, label, id)) throw labelTaken();
      await relabelRejectionReason(trx, id, label);
      await recordAudit(trx, actor, {
        action: 'rejection-reason.rename',
        entity,
        entityId: id,
        details: { changes: { label: { from: reason.label, to: label } } },
      });
    }),
  );
}

/** Archives a reason: past rejections keep it, new ones can no longer give it. One always stays. */
export async function archiveRejectionReasonById(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const reason = await loadReason(trx, id);
    if (reason.archived_at !== null) throw badRequest(pipelineMessages.reasonAlreadyArchived);
    if ((await countRejectionReasonsInUse(trx)) <= 1) {
      throw badRequest(pipelineMessages.lastReasonArchived);
    }
    await archiveRejectionReason(trx, id);
    await recordAudit(trx, actor, {
      action: 'rejection-reason.archive',
      entity,
      entityId: id,
      details: { label: reason.label },
    });
  });
}
