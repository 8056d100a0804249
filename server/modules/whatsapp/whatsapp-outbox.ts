import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WhatsappConfig, WhatsappPurpose } from '../../config';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { mayMessage } from '../consent';
import { postMessage, type WhatsappMessagePart } from './whatsapp-client';
import {
  claimQueuedMessage,
  insertWhatsappMessage,
  listQueuedMessages,
  releaseStuckMessages,
  updateWhatsappMessage,
} from './whatsapp-repository';

interface TemplateMessage {
  candidateId: number | null;
  applicationId: number;
  purpose: WhatsappPurpose;
  /** The template body's {{1}}, {{2}}, ... in order (see the README for each purpose's). */
  parameters: string[];
}

interface TextMessage {
  candidateId: number;
  applicationId: number;
  text: string;
  staffId: number;
}

/** The WhatsApp outbox: queued in the caller's transaction, sent after commit, retried on a timer. */
export interface WhatsappOutbox {
  /** Null when WhatsApp is off. */
  readonly config: WhatsappConfig | null;
  /**
   * Queues the purpose's approved template inside the caller's transaction when the candidate
   * opted in for their current number; nothing otherwise (or when WhatsApp or the template
   * is not configured). Answers whether it was queued.
   */
  enqueueTemplate(trx: Kysely<Database>, message: TemplateMessage): Promise<boolean>;
  /**
   * Queues free text (the caller checked the 24-hour window) and answers the message's id;
   * null without an opt-in.
   */
  enqueueText(trx: Kysely<Database>, message: TextMessage): Promise<number | null>;
  flush(): Promise<void>;
  start(): void;
  stop(): void;
}

const RETRY_INTERVAL_MS = 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 50;
/**
 * How long a server may hold a message it is sending: far past the send's own timeout, so
 * only a server that stopped mid-send loses its claim.
 */
const SEND_LEASE_MS = 5 * 60_000;
const INTERRUPTED = {
  code: 'interrupted',
  title: 'Not sent: sending was interrupted too many times',
} as const;
/** The platform's number format: E.164 digits without the '+'. */
const platformNumber = (e164: string) => e164.replace(/^\+/, '');

export function createWhatsappOutbox(options: {
  db: Kysely<Database>;
  config: WhatsappConfig | undefined;
  log: FastifyBaseLogger;
}): WhatsappOutbox {
  const { db, log } = options;
  const config = options.config ?? null;
  let running: Promise<void> | undefined;
  let again: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function enqueue(
    trx: Kysely<Database>,
    candidateId: number | null,
    row: {
      applicationId: number;
      part: WhatsappMessagePart;
      templateName: string | null;
      body: string;
      staffId: number | null;
    },
  ): Promise<number | null> {
    if (!config || candidateId === null) return null;
    const allowed = await mayMessage(trx, candidateId, 'whatsapp');
    if (!allowed.ok) return null;
    return insertWhatsappMessage(trx, {
      application_id: row.applicationId,
      candidate_id: candidateId,
      direction: 'out',
      wa_message_id: null,
      phone: platformNumber(allowed.phone),
      template_name: row.templateName,
      payload: JSON.stringify(row.part),
      body: row.body,
      status: 'queued',
      staff_id: row.staffId,
      created_at: nowIso(),
    });
  }

  async function sendOne(row: Awaited<ReturnType<typeof listQueuedMessages>>[number]) {
    const leaseUntil = new Date(Date.now() + SEND_LEASE_MS).toISOString();
    if (!config || !(await claimQueuedMessage(db, row.id, leaseUntil))) return;
    // The consent may have ended since the message was queued (a STOP meanwhile).
    const allowed = row.candidate_id
      ? await mayMessage(db, row.candidate_id, 'whatsapp')
      : undefined;
    if (!allowed?.ok || platformNumber(allowed.phone) !== row.phone) {
      await updateWhatsappMessage(db, row.id, {
        status: 'failed',
        lease_until: null,
        failed_at: nowIso(),
        error_code: 'no-consent',
        error_title: 'Not sent: the candidate has no WhatsApp opt-in for this number any more',
      });
      return;
    }
    const result = await postMessage(
      config,
      row.phone,
      JSON.parse(row.payload) as WhatsappMessagePart,
    );
    const attempts = row.attempts + 1;
    if (result.ok) {
      await updateWhatsappMessage(db, row.id, {
        status: 'sent',
        lease_until: null,
        wa_message_id: result.waMessageId,
        sent_at: nowIso(),
        attempts,
      });
      return;
    }
    const giveUp = !result.retry || attempts >= MAX_ATTEMPTS;
    await updateWhatsappMessage(db, row.id, {
      status: giveUp ? 'failed' : 'queued',
      lease_until: null,
      attempts,
      failed_at: giveUp ? nowIso() : null,
      error_code: result.code,
      error_title: result.title,
    });
    log.warn(
      { event: 'whatsapp.send_failed', messageId: row.id, code: result.code, retry: !giveUp },
      'WhatsApp message not sent',
    );
  }

  async function flushOnce() {
    const released = await releaseStuckMessages(db, nowIso(), MAX_ATTEMPTS, INTERRUPTED);
    if (released.requeued + released.failed > 0) {
      log.warn({ event: 'whatsapp.stuck_released', ...released }, 'WhatsApp messages taken back');
    }
    for (const row of await listQueuedMessages(db, BATCH)) await sendOne(row);
  }

  const outbox: WhatsappOutbox = {
    config,
    enqueueTemplate(trx, message) {
      const template = config?.templates[message.purpose];
      if (!template) return Promise.resolve(false);
      const queued = enqueue(trx, message.candidateId, {
        applicationId: message.applicationId,
        templateName: template.name,
        body: message.parameters.join(' · '),
        staffId: null,
        part: {
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            components: [
              {
                type: 'body',
                parameters: message.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        },
      });
      return queued.then((id) => id !== null);
    },
    enqueueText(trx, message) {
      return enqueue(trx, message.candidateId, {
        applicationId: message.applicationId,
        templateName: null,
        body: message.text,
        staffId: message.staffId,
        part: { type: 'text', text: { preview_url: false, body: message.text } },
      });
    },
    flush() {
      if (!config) return Promise.resolve();
      if (running) {
        again ??= running.then(() => {
          again = undefined;
          return outbox.flush();
        });
        return again;
      }
      running = flushOnce()
        .catch((error) =>
          log.error({ err: error, event: 'whatsapp.flush_failed' }, 'WhatsApp outbox flush failed'),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    start() {
      if (config && !timer) {
        timer = setInterval(() => void outbox.flush(), RETRY_INTERVAL_MS);
        timer.unref();
      }
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return outbox;
}
