import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SmsConfig } from '../../config';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import {
  claimQueuedMessage,
  INTERRUPTED,
  MAX_SEND_ATTEMPTS,
  outboxFlusher,
  releaseStuckMessages,
  SEND_LEASE_MS,
  sendOutcome,
  type TemplateFallback,
  type TemplateMessage,
} from '../../lib/message-outbox';
import { mayMessage } from '../consent';
import type { SmsProvider } from './sms-provider';
import { insertSmsMessage, listQueuedSms, updateSmsMessage } from './sms-repository';
import { fillTemplate, linksOffWhitelist, smsLength } from './sms-text';

/** The SMS outbox: queued in the caller's transaction, sent after commit, retried on a timer. */
export interface SmsOutbox extends TemplateFallback {
  /** Null when SMS is off. */
  readonly config: SmsConfig | null;
  start(): void;
  stop(): void;
}

const RETRY_INTERVAL_MS = 60_000;
const BATCH = 50;
const providerNumber = (e164: string) => e164.replace(/^\+/, '');

/** The registered template filled for this message, or why it may not go. */
function compose(config: SmsConfig, message: TemplateMessage) {
  const template = config.templates[message.purpose];
  if (!template) return undefined;
  const filled = fillTemplate(template.text, message.parameters);
  if (!filled.ok) return { template, refused: filled, text: template.text };
  const offList = linksOffWhitelist(filled.text, config.urlWhitelist);
  if (offList.length > 0) {
    return {
      template,
      text: filled.text,
      refused: {
        code: 'url-not-whitelisted',
        reason: `Not sent: the SMS would carry a link to ${offList.join(', ')}, which is not on the SMS URL whitelist`,
      },
    };
  }
  return { template, text: filled.text, refused: undefined };
}

export function createSmsOutbox(options: {
  db: Kysely<Database>;
  config: SmsConfig | undefined;
  provider: SmsProvider | undefined;
  log: FastifyBaseLogger;
}): SmsOutbox {
  const { db, log, provider } = options;
  const config = options.config ?? null;

  async function sendOne(row: Awaited<ReturnType<typeof listQueuedSms>>[number]) {
    const leaseUntil = new Date(Date.now() + SEND_LEASE_MS).toISOString();
    if (!provider || !(await claimQueuedMessage(db, 'sms_messages', row.id, leaseUntil))) return;
    // The consent may have ended since the message was queued (a STOP meanwhile).
    const allowed = row.candidate_id ? await mayMessage(db, row.candidate_id, 'sms') : undefined;
    if (!allowed?.ok || providerNumber(allowed.phone) !== row.phone) {
      await updateSmsMessage(db, row.id, {
        status: 'failed',
        lease_until: null,
        failed_at: nowIso(),
        error_code: 'no-consent',
        error_title: 'Not sent: the candidate has no SMS opt-in for this number any more',
      });
      return;
    }
    const result = await provider.send({
      to: row.phone,
      text: row.body,
      dltTemplateId: row.dlt_template_id ?? '',
      encoding: row.encoding,
    });
    const outcome = sendOutcome(result, row.attempts + 1, nowIso());
    if (result.ok) {
      await updateSmsMessage(db, row.id, { ...outcome, provider_id: result.providerId });
      return;
    }
    await updateSmsMessage(db, row.id, outcome);
    log.warn(
      {
        event: 'sms.send_failed',
        messageId: row.id,
        code: result.code,
        retry: outcome.status === 'queued',
      },
      'SMS not sent',
    );
  }

  async function flushOnce() {
    const released = await releaseStuckMessages(
      db,
      'sms_messages',
      nowIso(),
      MAX_SEND_ATTEMPTS,
      INTERRUPTED,
    );
    if (released.requeued + released.failed > 0) {
      log.warn({ event: 'sms.stuck_released', ...released }, 'SMS messages taken back');
    }
    for (const row of await listQueuedSms(db, BATCH)) await sendOne(row);
  }

  const flusher = outboxFlusher({
    enabled: config !== null && provider !== undefined,
    pass: flushOnce,
    log,
    failure: { event: 'sms.flush_failed', message: 'SMS outbox flush failed' },
    intervalMs: RETRY_INTERVAL_MS,
  });

  return {
    channel: 'sms',
    config,
    /**
     * Queues the purpose's registered template when the candidate opted in to SMS for their
     * current number. A template that will not fill exactly, or that would carry a link off
     * the whitelist, is kept as a failed message with the reason (staff see it in the
     * thread) and never sent. Answers whether it was queued.
     */
    async enqueueTemplate(trx, message) {
      if (!config || message.candidateId === null) return false;
      const composed = compose(config, message);
      if (!composed) return false;
      const allowed = await mayMessage(trx, message.candidateId, 'sms');
      if (!allowed.ok) return false;
      const length = smsLength(composed.text);
      const now = nowIso();
      await insertSmsMessage(trx, {
        application_id: message.applicationId,
        candidate_id: message.candidateId,
        direction: 'out',
        provider_id: null,
        phone: providerNumber(allowed.phone),
        purpose: message.purpose,
        dlt_template_id: composed.template.dltTemplateId,
        body: composed.text,
        encoding: length.encoding,
        parts: length.parts,
        status: composed.refused ? 'failed' : 'queued',
        error_code: composed.refused?.code ?? null,
        error_title: composed.refused?.reason ?? null,
        failed_at: composed.refused ? now : null,
        created_at: now,
      });
      if (composed.refused) {
        log.warn(
          { event: 'sms.template_refused', purpose: message.purpose, code: composed.refused.code },
          'SMS template not sent',
        );
        return false;
      }
      return true;
    },
    flush: () => flusher.flush(),
    start: () => flusher.start(),
    stop: () => flusher.stop(),
  };
}
