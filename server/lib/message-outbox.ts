import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { MessagingChannel } from '@vistaar/shared/config/messaging';
import type { MessagePurpose } from '../config';
import type { Database } from '../db/schema';

/**
 * What the WhatsApp and SMS outboxes share: a message is written 'queued' in the business
 * transaction, claimed by one server ('sending' with a lease) and sent after commit.
 */
type OutboxTable = 'whatsapp_messages' | 'sms_messages';

/** A template to a candidate on their phone channel. */
export interface TemplateMessage {
  candidateId: number | null;
  applicationId: number;
  purpose: MessagePurpose;
  /**
   * The template's variables in order: WhatsApp's {{1}}, {{2}}, ..., SMS's `{#var#}`s (see
   * the README for each purpose's).
   */
  parameters: string[];
}

/**
 * The candidate's other phone channel (SMS): it takes a template the candidate cannot get on
 * WhatsApp, and is flushed with the WhatsApp outbox.
 */
export interface TemplateFallback {
  channel: MessagingChannel;
  /** Answers whether it queued the message (its own consent and template checks passed). */
  enqueueTemplate(trx: Kysely<Database>, message: TemplateMessage): Promise<boolean>;
  flush(): Promise<void>;
}

/** A candidate's message on a phone channel, for the application's conversation. */
interface PhoneInbound {
  applicationId: number;
  /** The candidate's number, E.164. */
  from: string;
  body: string;
  /** The provider's id of the message. */
  messageId: string;
  receivedAt: string;
}

/** Puts an inbound message in the conversation (and tells the recruiter), in the caller's transaction. */
export type PhoneInboundConsumer = (
  trx: Transaction<Database>,
  message: PhoneInbound,
) => Promise<void>;

/** How long a server may hold a message it is sending: far past any send's own timeout. */
export const SEND_LEASE_MS = 5 * 60_000;
export const MAX_SEND_ATTEMPTS = 5;
export const INTERRUPTED = {
  code: 'interrupted',
  title: 'Not sent: sending was interrupted too many times',
} as const;

/** A refused send as both channels' clients report it; `retry`: the same request may go again. */
interface SendRefusal {
  ok: false;
  retry: boolean;
  code: string;
  title: string;
}

/**
 * What a send attempt leaves on its row (the platform's id aside): sent; queued again when the
 * refusal may pass; failed for good when it will not, or on the last attempt.
 */
export function sendOutcome(answer: { ok: true } | SendRefusal, attempts: number, at: string) {
  if (answer.ok) return { status: 'sent' as const, lease_until: null, sent_at: at, attempts };
  const giveUp = !answer.retry || attempts >= MAX_SEND_ATTEMPTS;
  return {
    status: giveUp ? ('failed' as const) : ('queued' as const),
    lease_until: null,
    attempts,
    failed_at: giveUp ? at : null,
    error_code: answer.code,
    error_title: answer.title,
  };
}

/**
 * Takes a queued message for this server until `leaseUntil`; false when another took it
 * first (the one statement is atomic on both databases).
 */
export async function claimQueuedMessage(
  db: Kysely<Database>,
  table: OutboxTable,
  id: number,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ status: 'sending', lease_until: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes back the messages whose sending server's lease ran out (it stopped mid-send): each
 * counts as an attempt, so one that has used `maxAttempts` fails with `failure` and the
 * others are queued again (a message claimed before claims had a lease counts as stuck).
 * Each statement claims its rows by their status and lease, so two servers sweeping at once
 * take each message back once. Answers how many of each.
 */
export async function releaseStuckMessages(
  db: Kysely<Database>,
  table: OutboxTable,
  now: string,
  maxAttempts: number,
  failure: { code: string; title: string },
): Promise<{ requeued: number; failed: number }> {
  const stuck = db
    .updateTable(table)
    .where('status', '=', 'sending')
    .where((eb) => eb.or([eb('lease_until', '<', now), eb('lease_until', 'is', null)]));
  const failed = await stuck
    .set((eb) => ({
      status: 'failed',
      attempts: eb('attempts', '+', 1),
      lease_until: null,
      failed_at: now,
      error_code: failure.code,
      error_title: failure.title,
    }))
    .where('attempts', '>=', maxAttempts - 1)
    .executeTakeFirst();
  const requeued = await stuck
    .set((eb) => ({ status: 'queued', attempts: eb('attempts', '+', 1), lease_until: null }))
    .executeTakeFirst();
  return { requeued: Number(requeued.numUpdatedRows), failed: Number(failed.numUpdatedRows) };
}

export interface OutboxFlusher {
  flush(): Promise<void>;
  start(): void;
  stop(): void;
}

/**
 * One pass at a time over an outbox: a flush asked for during a pass runs once more after
 * it (what was queued meanwhile goes too), and a timer retries what is still queued.
 */
export function outboxFlusher(options: {
  enabled: boolean;
  pass: () => Promise<void>;
  log: FastifyBaseLogger;
  failure: { event: string; message: string };
  intervalMs: number;
}): OutboxFlusher {
  let running: Promise<void> | undefined;
  let again: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const flusher: OutboxFlusher = {
    flush() {
      if (!options.enabled) return Promise.resolve();
      if (running) {
        again ??= running.then(() => {
          again = undefined;
          return flusher.flush();
        });
        return again;
      }
      running = options
        .pass()
        .catch((error: unknown) =>
          options.log.error({ err: error, event: options.failure.event }, options.failure.message),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    start() {
      if (options.enabled && !timer) {
        timer = setInterval(() => void flusher.flush(), options.intervalMs);
        timer.unref();
      }
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return flusher;
}
