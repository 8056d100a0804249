import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessagingChannel } from '@vistaar/shared/config/messaging';
import type { WhatsappConfig } from '../../config';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import {
  phoneDigits,
  phoneOutboxFlusher,
  type TemplateFallback,
  type TemplateMessage,
} from '../../lib/message-outbox';
import { mayMessage } from '../consent';
import { postMessage, type WhatsappMessagePart } from './whatsapp-client';
import {
  insertWhatsappMessage,
  listQueuedMessages,
  updateWhatsappMessage,
} from './whatsapp-repository';

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
   * Queues the purpose's template on the candidate's phone channel inside the caller's
   * transaction: the approved WhatsApp template when they opted in to WhatsApp for their
   * current number, otherwise the fallback's (SMS) when they opted in there; nothing when
   * neither (e-mail stays the default). Answers the channel it was queued on, or null.
   */
  enqueueTemplate(
    trx: Kysely<Database>,
    message: TemplateMessage,
  ): Promise<MessagingChannel | null>;
  /**
   * Queues free text (the caller checked the 24-hour window) and answers the message's id;
   * null without an opt-in.
   */
  enqueueText(trx: Kysely<Database>, message: TextMessage): Promise<number | null>;
  /** Sends what is queued, on WhatsApp and on the fallback. */
  flush(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createWhatsappOutbox(options: {
  db: Kysely<Database>;
  config: WhatsappConfig | undefined;
  log: FastifyBaseLogger;
  fallback?: TemplateFallback;
}): WhatsappOutbox {
  const { db, log, fallback } = options;
  const config = options.config ?? null;

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
      phone: phoneDigits(allowed.phone),
      template_name: row.templateName,
      payload: JSON.stringify(row.part),
      body: row.body,
      status: 'queued',
      staff_id: row.staffId,
      created_at: nowIso(),
    });
  }

  const flusher = phoneOutboxFlusher({
    db,
    log,
    table: 'whatsapp_messages',
    event: 'whatsapp',
    label: 'WhatsApp',
    messageWord: 'WhatsApp message',
    send: config
      ? (row) => postMessage(config, row.phone, JSON.parse(row.payload) as WhatsappMessagePart)
      : undefined,
    listQueued: listQueuedMessages,
    consentedNumber: async (candidateId) => {
      const allowed = await mayMessage(db, candidateId, 'whatsapp');
      return allowed.ok ? phoneDigits(allowed.phone) : undefined;
    },
    write: (id, values, answer) =>
      updateWhatsappMessage(
        db,
        id,
        answer?.ok ? { ...values, wa_message_id: answer.waMessageId } : values,
      ),
  });

  const outbox: WhatsappOutbox = {
    config,
    async enqueueTemplate(trx, message) {
      const template = config?.templates[message.purpose];
      const queued =
        template &&
        (await enqueue(trx, message.candidateId, {
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
        }));
      if (queued) return 'whatsapp';
      if (fallback && (await fallback.enqueueTemplate(trx, message))) return fallback.channel;
      return null;
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
    flush: () => Promise.all([flusher.flush(), fallback?.flush()]).then(() => undefined),
    start: () => flusher.start(),
    stop: () => flusher.stop(),
  };
  return outbox;
}
