import type { Kysely, Transaction } from 'kysely';
import type {
  BulkCandidateEmailInput,
  CandidateEmailInput,
  EmailPreviewInput,
} from '@vistaar/shared/validation';
import type { EmailTemplateValues } from '@vistaar/shared/config';
import {
  candidateTemplateValues,
  plainTextToHtml,
  renderEmailTemplate,
  sampleTemplateValues,
} from '@vistaar/shared/lib/email-template';
import { emailTemplateMessages } from '@vistaar/shared/validation';
import { formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, found } from '../../lib/http-error';
import { GENERAL_APPLICATION_TITLE } from '../applications';
import { mailAbout, type MailAddress, type Mailer, type OutgoingMail } from '../mail';
import { APPLICATION_NOT_FOUND, insertEvent } from '../pipeline';
import { findEmailRecipient, findTemplate, type EmailRecipientRow } from './templates-repository';
import { TEMPLATE_NOT_FOUND } from './template-service';

/** The values one application gives the placeholders. */
export function applicationTemplateValues(row: EmailRecipientRow): EmailTemplateValues {
  return candidateTemplateValues({
    firstName: row.first_name,
    lastName: row.last_name,
    jobTitle: row.job_title ?? GENERAL_APPLICATION_TITLE,
    stageName: row.stage_name,
    keptForOtherRoles: row.keep_for_other_roles === 1,
    interviewWhen:
      row.interview_starts_at && row.interview_ends_at
        ? formatIndiaTimeRange(row.interview_starts_at, row.interview_ends_at)
        : undefined,
  });
}

export const fieldError = (field: string, message: string) =>
  badRequest(message, { [field]: message });

/** The subject and text to send: those written for this e-mail, else the template's. */
export async function chosenText(
  db: Kysely<Database>,
  input: { templateId?: number; subject?: string; body?: string },
) {
  if (input.subject !== undefined && input.body !== undefined) {
    return { subject: input.subject, body: input.body, templateId: input.templateId ?? null };
  }
  const template =
    input.templateId === undefined ? undefined : await findTemplate(db, input.templateId);
  if (!template) throw fieldError('templateId', emailTemplateMessages.templateUnknown);
  if (template.archived_at !== null)
    throw fieldError('templateId', emailTemplateMessages.templateArchived);
  return {
    subject: input.subject ?? template.subject,
    body: input.body ?? template.body,
    templateId: template.id,
  };
}

/** A template or written text filled in for one application, or with the sample values. */
export async function previewEmail(db: Kysely<Database>, input: EmailPreviewInput) {
  const text = await chosenText(db, input);
  let values = sampleTemplateValues();
  if (input.applicationId !== undefined) {
    const recipient = found(
      await findEmailRecipient(db, input.applicationId),
      APPLICATION_NOT_FOUND,
    );
    values = applicationTemplateValues(recipient);
  }
  return renderEmailTemplate(text, values);
}

function candidateMail(
  kind: string,
  to: string,
  rendered: { subject: string; text: string },
  replyTo?: MailAddress,
): OutgoingMail {
  return {
    kind,
    to,
    subject: rendered.subject,
    text: rendered.text,
    html: plainTextToHtml(rendered.text),
    ...(replyTo ? { replyTo } : {}),
  };
}

/** Whether a template was chosen and then changed for this send. */
const isEdited = (input: { templateId?: number; subject?: string; body?: string }) =>
  input.templateId !== undefined && (input.subject ?? input.body) !== undefined;

/**
 * One candidate's e-mail: queued in the outbox, on the application's history (the subject,
 * and who sent it) and on the audit trail. Answers the history entry's id.
 */
async function mailCandidate(
  trx: Transaction<Database>,
  mailer: Mailer,
  actor: AuditActor,
  replyTo: MailAddress,
  recipient: EmailRecipientRow,
  rendered: { subject: string; text: string },
  at: string,
  details: Record<string, unknown>,
): Promise<number> {
  await mailer.enqueue(
    {
      ...candidateMail('pipeline.candidate_email', recipient.email, rendered, replyTo),
      about: mailAbout('application', recipient.id),
    },
    trx,
  );
  const eventId = await insertEvent(trx, {
    application_id: recipient.id,
    kind: 'email-sent',
    staff_id: actor.staffId,
    from_stage_id: null,
    to_stage_id: null,
    rejection_reason_id: null,
    comment: `Subject: ${rendered.subject}`,
    created_at: at,
  });
  // The text stays in the outbox; the trail records who e-mailed whom with which template.
  await recordAudit(trx, actor, {
    action: 'application.email-sent',
    entity: 'application',
    entityId: recipient.id,
    details: { eventId, ...details },
  });
  return eventId;
}

/**
 * E-mails the candidate of an application through the outbox, and records it in the
 * application's history (the subject, and who sent it) and on the audit trail, all in one
 * transaction. Answers the history entry's id.
 */
export async function sendCandidateEmail(
  db: Kysely<Database>,
  mailer: Mailer,
  actor: AuditActor,
  replyTo: MailAddress,
  applicationId: number,
  input: CandidateEmailInput,
): Promise<number> {
  const eventId = await db.transaction().execute(async (trx) => {
    const recipient = found(await findEmailRecipient(trx, applicationId), APPLICATION_NOT_FOUND);
    const text = await chosenText(trx, input);
    const rendered = renderEmailTemplate(text, applicationTemplateValues(recipient));
    if (rendered.missing.length > 0) {
      throw fieldError('body', emailTemplateMessages.missingValue(rendered.missing));
    }
    return mailCandidate(trx, mailer, actor, replyTo, recipient, rendered, nowIso(), {
      templateId: text.templateId,
      edited: isEdited(input),
    });
  });
  await mailer.flush();
  return eventId;
}

/**
 * One e-mail to the candidates of several applications: the template (or the text written for
 * this send) filled in for each of them, so every candidate reads their own name. All go
 * through the outbox in one transaction, each recorded in its application's history and on
 * the audit trail; if any candidate lacks a value the text needs, none is sent. Answers how
 * many went out.
 */
export async function sendCandidateEmails(
  db: Kysely<Database>,
  mailer: Mailer,
  actor: AuditActor,
  replyTo: MailAddress,
  body: BulkCandidateEmailInput,
): Promise<number> {
  const { ids, ...input } = body;
  const distinct = [...new Set(ids)].sort((a, b) => a - b);
  const sent = await db.transaction().execute(async (trx) => {
    const recipients: EmailRecipientRow[] = [];
    for (const id of distinct) {
      const recipient = await findEmailRecipient(trx, id);
      if (!recipient) throw fieldError('ids', emailTemplateMessages.recipientsUnknown);
      recipients.push(recipient);
    }
    const text = await chosenText(trx, input);
    const mails = recipients.map((recipient) => ({
      recipient,
      rendered: renderEmailTemplate(text, applicationTemplateValues(recipient)),
    }));
    const lacking = mails.filter(({ rendered }) => rendered.missing.length > 0);
    if (lacking.length > 0) {
      const names = [...new Set(lacking.flatMap(({ rendered }) => rendered.missing))];
      const who = lacking.map(({ recipient: r }) => `${r.first_name} ${r.last_name}`);
      throw fieldError('body', emailTemplateMessages.missingValueFor(who, names));
    }
    const at = nowIso();
    const edited = isEdited(input);
    for (const { recipient, rendered } of mails) {
      await mailCandidate(trx, mailer, actor, replyTo, recipient, rendered, at, {
        templateId: text.templateId,
        edited,
        recipients: mails.length,
      });
    }
    return mails.length;
  });
  await mailer.flush();
  return sent;
}

/** A template filled in with the sample values, to the signed-in member's own address. */
export async function sendTestEmail(
  db: Kysely<Database>,
  mailer: Mailer,
  actor: AuditActor,
  staff: { email: string },
  templateId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const template = found(await findTemplate(trx, templateId), TEMPLATE_NOT_FOUND);
    const rendered = renderEmailTemplate(template, sampleTemplateValues());
    await mailer.enqueue(
      candidateMail('pipeline.template_test', staff.email, {
        ...rendered,
        subject: `[Test] ${rendered.subject}`,
      }),
      trx,
    );
    await recordAudit(trx, actor, {
      action: 'email-template.test-sent',
      entity: 'email_template',
      entityId: templateId,
    });
  });
  await mailer.flush();
}
