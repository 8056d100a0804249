import type { Kysely } from 'kysely';
import {
  offerMessages,
  type CtcStructureInput,
  type OfferApprovalRuleInput,
  type OfferTemplateInput,
} from '@vistaar/shared/validation/offer-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found } from '../../lib/http-error';
import { sanitizeLetterHtml } from './letter-html';
import { findApprovalRule } from './offers-repository';
import {
  findCtcStructure,
  findCtcStructureNamed,
  findOfferTemplate,
  findOfferTemplateNamed,
} from './settings-repository';

const templateNameTaken = () =>
  conflict(offerMessages.templateNameTaken, { name: offerMessages.templateNameTaken });
const structureNameTaken = () =>
  conflict(offerMessages.structureNameTaken, { name: offerMessages.structureNameTaken });

/** The body as stored: sanitised; a body with nothing left once sanitised is refused. */
function cleanBody(body: string): string {
  const clean = sanitizeLetterHtml(body);
  if (!clean) {
    throw badRequest(offerMessages.templateBodyRequired, {
      body: offerMessages.templateBodyRequired,
    });
  }
  return clean;
}

export function createOfferTemplate(
  db: Kysely<Database>,
  actor: AuditActor,
  input: OfferTemplateInput,
) {
  return db.transaction().execute(async (trx) => {
    if (await findOfferTemplateNamed(trx, input.name)) throw templateNameTaken();
    const at = nowIso();
    const { id } = await trx
      .insertInto('offer_templates')
      .values({
        name: input.name,
        body: cleanBody(input.body),
        archived_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'offer-template.created',
      entity: 'offer_template',
      entityId: id,
      details: { name: input.name },
    });
    return id;
  });
}

export function editOfferTemplate(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: OfferTemplateInput,
) {
  return db.transaction().execute(async (trx) => {
    const before = found(await findOfferTemplate(trx, id), offerMessages.templateNotFound);
    if (before.archived_at) throw conflict(offerMessages.templateArchived);
    const named = await findOfferTemplateNamed(trx, input.name);
    if (named && named.id !== id) throw templateNameTaken();
    await trx
      .updateTable('offer_templates')
      .set({ name: input.name, body: cleanBody(input.body), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'offer-template.changed',
      entity: 'offer_template',
      entityId: id,
      details: { name: input.name },
    });
  });
}

export function archiveOfferTemplate(db: Kysely<Database>, actor: AuditActor, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = found(await findOfferTemplate(trx, id), offerMessages.templateNotFound);
    if (before.archived_at) return;
    await trx
      .updateTable('offer_templates')
      .set({ archived_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'offer-template.archived',
      entity: 'offer_template',
      entityId: id,
    });
  });
}

export function createCtcStructure(
  db: Kysely<Database>,
  actor: AuditActor,
  input: CtcStructureInput,
) {
  return db.transaction().execute(async (trx) => {
    if (await findCtcStructureNamed(trx, input.name)) throw structureNameTaken();
    const at = nowIso();
    const { id } = await trx
      .insertInto('ctc_structures')
      .values({
        name: input.name,
        components: JSON.stringify(input.components),
        archived_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'ctc-structure.created',
      entity: 'ctc_structure',
      entityId: id,
      details: { name: input.name },
    });
    return id;
  });
}

export function editCtcStructure(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: CtcStructureInput,
) {
  return db.transaction().execute(async (trx) => {
    const before = found(await findCtcStructure(trx, id), offerMessages.structureNotFound);
    if (before.archived_at) throw conflict(offerMessages.structureArchived);
    const named = await findCtcStructureNamed(trx, input.name);
    if (named && named.id !== id) throw structureNameTaken();
    await trx
      .updateTable('ctc_structures')
      .set({ name: input.name, components: JSON.stringify(input.components), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'ctc-structure.changed',
      entity: 'ctc_structure',
      entityId: id,
      details: { name: input.name },
    });
  });
}

export function archiveCtcStructure(db: Kysely<Database>, actor: AuditActor, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = found(await findCtcStructure(trx, id), offerMessages.structureNotFound);
    if (before.archived_at) return;
    await trx
      .updateTable('ctc_structures')
      .set({ archived_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'ctc-structure.archived',
      entity: 'ctc_structure',
      entityId: id,
    });
  });
}

/** Approvers must be active members who may see offers: anyone but interviewers. */
async function checkApprovers(db: Kysely<Database>, ids: readonly number[]) {
  const rows = await db
    .selectFrom('staff_users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('disabled', '=', 0)
    .where('role', '!=', 'interviewer')
    .execute();
  if (rows.length !== ids.length) {
    throw badRequest(offerMessages.approverUnknown, { approverIds: offerMessages.approverUnknown });
  }
}

export function createApprovalRule(
  db: Kysely<Database>,
  actor: AuditActor,
  input: OfferApprovalRuleInput,
) {
  return db.transaction().execute(async (trx) => {
    if (input.jobId !== null) {
      const job = await trx
        .selectFrom('jobs')
        .select('id')
        .where('id', '=', input.jobId)
        .executeTakeFirst();
      if (!job) throw badRequest(offerMessages.jobUnknown, { jobId: offerMessages.jobUnknown });
    }
    await checkApprovers(trx, input.approverIds);
    const { id } = await trx
      .insertInto('offer_approval_rules')
      .values({
        job_id: input.jobId,
        min_ctc: input.jobId === null ? input.minCtc : null,
        max_ctc: input.jobId === null ? input.maxCtc : null,
        approver_ids: JSON.stringify(input.approverIds),
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'offer-approval-rule.created',
      entity: 'offer_approval_rule',
      entityId: id,
      details: { ...input },
    });
    return id;
  });
}

export function deleteApprovalRule(db: Kysely<Database>, actor: AuditActor, id: number) {
  return db.transaction().execute(async (trx) => {
    found(await findApprovalRule(trx, id), offerMessages.ruleNotFound);
    await trx.deleteFrom('offer_approval_rules').where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'offer-approval-rule.deleted',
      entity: 'offer_approval_rule',
      entityId: id,
    });
  });
}
