import {
  inBatches,
  periodicSweep,
  type PeriodicSweep,
  type SweepState,
  type SweepDeps,
} from '../../lib/periodic-sweep';
import { plainTextToHtml } from '@vistaar/shared/lib/email-template';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../lib/audit';
import { mailAbout, recruitingReplyTo, type Mailer } from '../mail';
import { insertEvent } from '../pipeline';
import { cancelPendingEmail, claimDueEmails } from './scheduled-emails-repository';

export type ScheduledEmailSender = PeriodicSweep;

const EMAILS_PER_BATCH = 50;
const SCHEDULED_EMAIL_SWEEP_MS = 60_000;

/**
 * Sends scheduled candidate e-mails when they fall due. Every server sweeps on its own timer;
 * an e-mail is claimed in the transaction that puts it in the outbox and records it in the
 * application's history, so it goes once whichever server gets there first. One whose
 * application has left the stage it was scheduled in (moved on, withdrawn) or was erased is
 * cancelled instead: a rejection never reaches a candidate who is no longer rejected.
 */
export function createScheduledEmailSender(
  deps: SweepDeps & { mailer: Mailer; recruitingInbox: string },
): ScheduledEmailSender {
  const { db, log, mailer } = deps;

  async function batch(): Promise<{ claimed: number; sent: number }> {
    return db.transaction().execute(async (trx) => {
      const at = nowIso();
      const claimed = await claimDueEmails(trx, at, EMAILS_PER_BATCH);
      let sent = 0;
      for (const row of claimed) {
        const actor = { staffId: row.created_by };
        if (row.erased_at || row.current_stage_id !== row.stage_id) {
          await cancelPendingEmail(trx, row.id, at, null, 'stage-changed');
          await recordAudit(trx, actor, {
            action: 'application.email-schedule-cancelled',
            entity: 'application',
            entityId: row.application_id,
            details: { scheduledEmailId: row.id, reason: 'stage-changed' },
          });
          continue;
        }
        await mailer.enqueue(
          {
            kind: 'pipeline.candidate_email',
            to: row.email,
            subject: row.subject,
            text: row.body,
            html: plainTextToHtml(row.body),
            replyTo: recruitingReplyTo(deps.recruitingInbox, row.staff_name),
            about: mailAbout('application', row.application_id),
          },
          trx,
        );
        const eventId = await insertEvent(trx, {
          application_id: row.application_id,
          kind: 'email-sent',
          staff_id: row.created_by,
          from_stage_id: null,
          to_stage_id: null,
          rejection_reason_id: null,
          comment: `Subject: ${row.subject}`,
          created_at: at,
        });
        await recordAudit(trx, actor, {
          action: 'application.email-sent',
          entity: 'application',
          entityId: row.application_id,
          details: { eventId, templateId: row.template_id, scheduledEmailId: row.id },
        });
        sent += 1;
      }
      return { claimed: claimed.length, sent };
    });
  }

  async function pass(sweepState: SweepState) {
    let sent = 0;
    await inBatches(sweepState, EMAILS_PER_BATCH, async () => {
      const result = await batch();
      sent += result.sent;
      return result.claimed;
    });
    if (sent) {
      log.info(
        { event: 'pipeline.scheduled_emails_queued', count: sent },
        'scheduled e-mails queued',
      );
      await mailer.flush();
    }
  }

  return periodicSweep(deps, {
    pass,
    defaultIntervalMs: SCHEDULED_EMAIL_SWEEP_MS,
    failure: {
      event: 'pipeline.scheduled_email_sweep_failed',
      message: 'scheduled e-mail sweep failed',
    },
  });
}
