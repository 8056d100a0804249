import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SmsConfig } from '../../config';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import {
  phoneDigits,
  phoneOutboxFlusher,
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

  const flusher = phoneOutboxFlusher({
    db,
    log,
    table: 'sms_messages',
    event: 'sms',
    label: 'SMS',
    messageWord: 'SMS',
    send:
      config && provider
        ? (row) =>
            provider.send({
              to: row.phone,
              text: row.body,
              dltTemplateId: row.dlt_template_id ?? '',
              encoding: row.encoding,
            })
        : undefined,
    listQueued: listQueuedSms,
    consentedNumber: async (candidateId) => {
      const allowed = await mayMessage(db, candidateId, 'sms');
      return allowed.ok ? phoneDigits(allowed.phone) : undefined;
    },
    write: (id, values, answer) =>
      updateSmsMessage(db, id, answer?.ok ? { ...values, provider_id: answer.providerId } : values),
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
        phone: phoneDigits(allowed.phone),
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
