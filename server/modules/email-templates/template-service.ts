import type { Kysely } from 'kysely';
import type { EmailTemplateInput, EmailTemplateStageInput } from '@vistaar/shared/validation';
import { emailTemplateMessages, pipelineMessages } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor, type AuditEntry } from '../../lib/audit';
import { badRequest, conflict, found } from '../../lib/http-error';
import { findStage } from '../pipeline';
import {
  archiveTemplate,
  findTemplate,
  findTemplateNamed,
  findTemplateOfStage,
  insertTemplate,
  setTemplateStage,
  updateTemplate,
  type TemplateRow,
} from './templates-repository';

export const TEMPLATE_NOT_FOUND = 'E-mail template not found.';
const TEMPLATE_ARCHIVED = 'This template is archived; archived templates cannot be changed.';

const nameTaken = () =>
  conflict(emailTemplateMessages.nameTaken, { name: emailTemplateMessages.nameTaken });

/** A change to a template, audited in the change's transaction. */
const auditTemplate = (
  trx: Kysely<Database>,
  actor: AuditActor,
  action: string,
  id: number,
  details: AuditEntry['details'],
) => recordAudit(trx, actor, { action, entity: 'email_template', entityId: id, details });

async function templateInUse(trx: Kysely<Database>, id: number): Promise<TemplateRow> {
  const template = found(await findTemplate(trx, id), TEMPLATE_NOT_FOUND);
  if (template.archived_at !== null) throw conflict(TEMPLATE_ARCHIVED);
  return template;
}

export async function createTemplate(
  db: Kysely<Database>,
  actor: AuditActor,
  input: EmailTemplateInput,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (await findTemplateNamed(trx, input.name)) throw nameTaken();
    const id = await insertTemplate(trx, { ...input, at: nowIso() });
    await auditTemplate(trx, actor, 'email-template.created', id, { name: input.name });
    return id;
  });
}

export async function editTemplate(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: EmailTemplateInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await templateInUse(trx, id);
    if (await findTemplateNamed(trx, input.name, id)) throw nameTaken();
    await updateTemplate(trx, id, { ...input, at: nowIso() });
    const changed = (['name', 'subject', 'body'] as const).filter(
      (field) => before[field] !== input[field],
    );
    await auditTemplate(trx, actor, 'email-template.updated', id, { changed });
  });
}

export async function archiveEmailTemplate(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const template = await templateInUse(trx, id);
    await archiveTemplate(trx, id, nowIso());
    await auditTemplate(trx, actor, 'email-template.archived', id, {
      name: template.name,
      detachedFromStageId: template.stage_id,
    });
  });
}

/** Makes a stage propose this template; a stage proposes at most one. */
export async function attachTemplateToStage(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  body: EmailTemplateStageInput,
): Promise<void> {
  const { stageId } = body;
  await db.transaction().execute(async (trx) => {
    const template = await templateInUse(trx, id);
    const stage = await findStage(trx, stageId);
    if (!stage)
      throw badRequest(pipelineMessages.stageUnknown, { stageId: pipelineMessages.stageUnknown });
    if (stage.archived_at !== null) {
      throw badRequest(pipelineMessages.stageArchived, { stageId: pipelineMessages.stageArchived });
    }
    if (template.stage_id === stageId) return;
    const current = await findTemplateOfStage(trx, stageId);
    if (current) {
      const message = emailTemplateMessages.stageTaken(current.name);
      throw conflict(message, { stageId: message });
    }
    await setTemplateStage(trx, id, stageId, nowIso());
    await auditTemplate(trx, actor, 'email-template.stage-attached', id, {
      changes: { stageId: { from: template.stage_id, to: stageId } },
    });
  });
}

export async function detachTemplateFromStage(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const template = await templateInUse(trx, id);
    if (template.stage_id === null) return;
    await setTemplateStage(trx, id, null, nowIso());
    await auditTemplate(trx, actor, 'email-template.stage-detached', id, {
      changes: { stageId: { from: template.stage_id, to: null } },
    });
  });
}
