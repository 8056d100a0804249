import type { Kysely } from 'kysely';
import { company, REJECTION_SEND_TIME } from '@vistaar/shared/config';
import type { ScheduledEmail } from '@vistaar/shared/contract';
import { nextWorkingDayAt } from '@vistaar/shared/lib/india-time';
import { renderEmailTemplate } from '@vistaar/shared/lib/email-template';
import { emailTemplateMessages, type ScheduledEmailInput } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, found, notFound } from '../../lib/http-error';
import { APPLICATION_NOT_FOUND } from '../pipeline';
import { applicationTemplateValues, chosenText, fieldError } from './candidate-email-service';
import {
  cancelPendingEmail,
  findScheduledEmail,
  insertScheduledEmail,
  type ScheduledEmailRow,
} from './scheduled-emails-repository';
import { findEmailRecipient } from './templates-repository';

export function toScheduledEmail(row: ScheduledEmailRow): ScheduledEmail {
  return {
    id: row.id,
    applicationId: row.application_id,
    subject: row.subject,
    body: row.body,
    sendAt: row.send_at,
    status: row.cancelled_at ? 'cancelled' : row.sent_at ? 'sent' : 'scheduled',
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    sentAt: row.cancelled_at ? null : row.sent_at,
    cancelledAt: row.cancelled_at,
  };
}

/** The default moment: the next working day (the company's working week) at 10:00 IST. */
export const defaultSendAt = (now = new Date()) =>
  nextWorkingDayAt(now, REJECTION_SEND_TIME, company.workingDays);

/**
 * Schedules a rejected candidate's e-mail, filled in now (a value the text needs and the
 * application lacks refuses it now, not at sending time), audited. It goes only while the
 * application stays in the rejected stage it was scheduled in. Answers its id.
 */
export async function scheduleCandidateEmail(
  db: Kysely<Database>,
  actor: AuditActor,
  applicationId: number,
  input: ScheduledEmailInput,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const recipient = found(await findEmailRecipient(trx, applicationId), APPLICATION_NOT_FOUND);
    if (recipient.stage_kind !== 'rejected') throw conflict(emailTemplateMessages.onlyRejections);
    const text = await chosenText(trx, input);
    const rendered = renderEmailTemplate(text, applicationTemplateValues(recipient));
    if (rendered.missing.length > 0) {
      throw fieldError('body', emailTemplateMessages.missingValue(rendered.missing));
    }
    const at = nowIso();
    const sendAt = input.sendAt ? new Date(input.sendAt).toISOString() : defaultSendAt();
    const id = await insertScheduledEmail(trx, {
      application_id: applicationId,
      stage_id: recipient.stage_id,
      template_id: text.templateId,
      subject: rendered.subject,
      body: rendered.text,
      send_at: sendAt,
      created_by: actor.staffId,
      created_at: at,
    });
    await recordAudit(trx, actor, {
      action: 'application.email-scheduled',
      entity: 'application',
      entityId: applicationId,
      details: { scheduledEmailId: id, templateId: text.templateId, sendAt },
    });
    return id;
  });
}

/** Cancels an e-mail not sent yet; cancelling one already cancelled changes nothing. */
export async function cancelScheduledEmail(
  db: Kysely<Database>,
  actor: AuditActor,
  applicationId: number,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findScheduledEmail(trx, applicationId, id);
    if (!row) throw notFound(emailTemplateMessages.scheduledNotFound);
    if (row.cancelled_at) return;
    if (!(await cancelPendingEmail(trx, id, nowIso(), actor.staffId, 'staff'))) {
      throw conflict(emailTemplateMessages.scheduledAlreadySent);
    }
    await recordAudit(trx, actor, {
      action: 'application.email-schedule-cancelled',
      entity: 'application',
      entityId: applicationId,
      details: { scheduledEmailId: id },
    });
  });
}
