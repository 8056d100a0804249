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
  findOfferSetting,
  findOfferSettingNamed,
  type OfferSettingTable,
} from './settings-repository';

/** What each kind of setting is called in messages and the audit trail. */
const SETTINGS = {
  offer_templates: {
    entity: 'offer_template',
    action: 'offer-template',
    notFound: offerMessages.templateNotFound,
    archived: offerMessages.templateArchived,
    nameTaken: offerMessages.templateNameTaken,
  },
  ctc_structures: {
    entity: 'ctc_structure',
    action: 'ctc-structure',
    notFound: offerMessages.structureNotFound,
    archived: offerMessages.structureArchived,
    nameTaken: offerMessages.structureNameTaken,
  },
} as const satisfies Record<OfferSettingTable, unknown>;

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

type SettingContent = { body: string } | { components: string };

/**
 * Adds a setting (id null) or changes one in use; names are unique whatever their case. The
 * content is made once the setting and its name are known to be free, in the transaction.
 */
function saveSetting(
  db: Kysely<Database>,
  actor: AuditActor,
  table: OfferSettingTable,
  id: number | null,
  name: string,
  content: () => SettingContent,
) {
  const kind = SETTINGS[table];
  // Kysely cannot follow a table name that is a type parameter; both tables have these columns.
  const into = table as 'offer_templates';
  return db.transaction().execute(async (trx) => {
    if (id !== null) {
      const before = found(await findOfferSetting(trx, table, id), kind.notFound);
      if (before.archived_at) throw conflict(kind.archived);
    }
    const named = await findOfferSettingNamed(trx, table, name);
    if (named && named.id !== id) throw conflict(kind.nameTaken, { name: kind.nameTaken });
    const at = nowIso();
    // Typed as a template's row, as the table name is (see above).
    const values = { name, ...content(), updated_at: at } as {
      name: string;
      body: string;
      updated_at: string;
    };
    let savedId = id;
    if (savedId === null) {
      ({ id: savedId } = await trx
        .insertInto(into)
        .values({ ...values, archived_at: null, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      await trx.updateTable(into).set(values).where('id', '=', savedId).execute();
    }
    await recordAudit(trx, actor, {
      action: `${kind.action}.${id === null ? 'created' : 'changed'}`,
      entity: kind.entity,
      entityId: savedId,
      details: { name },
    });
    return savedId;
  });
}

/** Archived settings stay for the offers made with them and are offered for no new one. */
function archiveSetting(
  db: Kysely<Database>,
  actor: AuditActor,
  table: OfferSettingTable,
  id: number,
) {
  const kind = SETTINGS[table];
  return db.transaction().execute(async (trx) => {
    const before = found(await findOfferSetting(trx, table, id), kind.notFound);
    if (before.archived_at) return;
    await trx
      .updateTable(table as 'offer_templates')
      .set({ archived_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: `${kind.action}.archived`,
      entity: kind.entity,
      entityId: id,
    });
  });
}

export const createOfferTemplate = (
  db: Kysely<Database>,
  actor: AuditActor,
  input: OfferTemplateInput,
) =>
  saveSetting(db, actor, 'offer_templates', null, input.name, () => ({
    body: cleanBody(input.body),
  }));

export const editOfferTemplate = (
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: OfferTemplateInput,
) =>
  saveSetting(db, actor, 'offer_templates', id, input.name, () => ({
    body: cleanBody(input.body),
  }));

export const archiveOfferTemplate = (db: Kysely<Database>, actor: AuditActor, id: number) =>
  archiveSetting(db, actor, 'offer_templates', id);

const structureContent = (input: CtcStructureInput) => () => ({
  components: JSON.stringify(input.components),
});

export const createCtcStructure = (
  db: Kysely<Database>,
  actor: AuditActor,
  input: CtcStructureInput,
) => saveSetting(db, actor, 'ctc_structures', null, input.name, structureContent(input));

export const editCtcStructure = (
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: CtcStructureInput,
) => saveSetting(db, actor, 'ctc_structures', id, input.name, structureContent(input));

export const archiveCtcStructure = (db: Kysely<Database>, actor: AuditActor, id: number) =>
  archiveSetting(db, actor, 'ctc_structures', id);

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
