import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { MessagingChannel } from '@vistaar/shared/config/messaging';
import type { MessagePurpose } from '../config';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { loggedPass } from './periodic-sweep';
import { updatedOneRow } from '../db/guarded-update';

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
const SEND_LEASE_MS = 5 * 60_000;
const MAX_SEND_ATTEMPTS = 5;
const INTERRUPTED = {
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

/** A send that got no answer (timed out, or never reached the provider): it may go again. */
export function unanswered(
  error: unknown,
  titles: { timeout: string; network: string },
): SendRefusal {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return {
    ok: false,
    retry: true,
    code: timedOut ? 'timeout' : 'network',
    title: timedOut ? titles.timeout : titles.network,
  };
}

/**
 * What a send attempt leaves on its row (the platform's id aside): sent; queued again when the
 * refusal may pass; failed for good when it will not, or on the last attempt.
 */
function sendOutcome(answer: { ok: true } | SendRefusal, attempts: number, at: string) {
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
async function claimQueuedMessage(
  db: Kysely<Database>,
  table: OutboxTable,
  id: number,
  leaseUntil: string,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable(table)
      .set({ status: 'sending', lease_until: leaseUntil })
      .where('id', '=', id)
      .where('status', '=', 'queued'),
  );
}

/**
 * Takes back the messages whose sending server's lease ran out (it stopped mid-send): each
 * counts as an attempt, so one that has used `maxAttempts` fails with `failure` and the
 * others are queued again (a message claimed before claims had a lease counts as stuck).
 * Each statement claims its rows by their status and lease, so two servers sweeping at once
 * take each message back once. Answers how many of each.
 */
async function releaseStuckMessages(
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
 * it (what was queued meanwhile goes too), and a timer retries what is still queued. A pass
 * is one batch, which is what a caller waits for; when it answers where the queue goes on (a
 * backlog), the walk goes on from there at once, on its own, each message tried once in it.
 */
function outboxFlusher(options: {
  enabled: boolean;
  /** One batch of the messages after the id `after`; answers the last id when more may follow. */
  pass: (after: number) => Promise<number | undefined>;
  log: FastifyBaseLogger;
  failure: { event: string; message: string };
  intervalMs: number;
}): OutboxFlusher {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  function run(after: number): Promise<void> {
    let next: number | undefined;
    running = loggedPass(
      async () => {
        next = await options.pass(after);
      },
      options.log,
      options.failure,
    ).finally(() => {
      running = undefined;
      if (next === undefined) return;
      const from = next;
      // A flush asked for meanwhile starts its own walk from the oldest.
      setImmediate(() => {
        if (!running && !stopped) void run(from);
      });
    });
    return running;
  }
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
      return run(0);
    },
    start() {
      stopped = false;
      if (options.enabled && !timer) {
        timer = setInterval(() => void flusher.flush(), options.intervalMs);
        timer.unref();
      }
    },
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return flusher;
}

/** Both platforms' number format: E.164 digits without the '+'. */
export const phoneDigits = (e164: string) => e164.replace(/^\+/, '');

/** A phone channel's queued message, as the sending loop reads it. */
interface QueuedPhoneMessage {
  id: number;
  attempts: number;
  candidate_id: number | null;
  phone: string;
}

/** What a send leaves on its row (the platform's id of a sent message aside). */
type SendRecord =
  | ReturnType<typeof sendOutcome>
  | {
      status: 'failed';
      lease_until: null;
      failed_at: string;
      error_code: string;
      error_title: string;
    };

const RETRY_INTERVAL_MS = 60_000;
const BATCH = 50;

/**
 * The sending loop both phone channels share. Each walk of the queue takes back the messages
 * a stopped server left mid-send, then claims and sends what is queued, oldest first, one
 * message at a time and a batch a pass; a timer retries what is still queued. A message whose candidate's opt-in for its number ended after
 * it was queued (a STOP meanwhile) fails without being sent.
 */
export function phoneOutboxFlusher<
  Row extends QueuedPhoneMessage,
  Answer extends { ok: true } | SendRefusal,
>(channel: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  table: OutboxTable;
  /** The channel in log events, and in words ('SMS', 'WhatsApp'). */
  event: 'sms' | 'whatsapp';
  label: 'SMS' | 'WhatsApp';
  /** One message in words, for the log ('SMS', 'WhatsApp message'). */
  messageWord: string;
  /** Sends one message; undefined while the channel is not set up (nothing is sent). */
  send: ((row: NoInfer<Row>) => Promise<Answer>) | undefined;
  /** Queued messages after the id `after`, oldest first. */
  listQueued: (db: Kysely<Database>, limit: number, after: number) => Promise<Row[]>;
  /** The number the candidate now opts in to the channel on (as rows hold it), if any. */
  consentedNumber: (candidateId: number) => Promise<string | undefined>;
  /** Writes a send's outcome on its row, adding the platform's id when `answer` is a success. */
  write: (id: number, values: SendRecord, answer?: Answer) => Promise<void>;
}): OutboxFlusher {
  const { db, log, table, event, label, send } = channel;

  async function sendOne(row: Row, sender: (row: Row) => Promise<Answer>) {
    const leaseUntil = new Date(Date.now() + SEND_LEASE_MS).toISOString();
    if (!(await claimQueuedMessage(db, table, row.id, leaseUntil))) return;
    const number = row.candidate_id ? await channel.consentedNumber(row.candidate_id) : undefined;
    if (number !== row.phone) {
      await channel.write(row.id, {
        status: 'failed',
        lease_until: null,
        failed_at: nowIso(),
        error_code: 'no-consent',
        error_title: `Not sent: the candidate has no ${label} opt-in for this number any more`,
      });
      return;
    }
    const answer = await sender(row);
    const outcome = sendOutcome(answer, row.attempts + 1, nowIso());
    await channel.write(row.id, outcome, answer);
    const refusal: { ok: true } | SendRefusal = answer;
    if (refusal.ok) return;
    log.warn(
      {
        event: `${event}.send_failed`,
        messageId: row.id,
        code: refusal.code,
        retry: outcome.status === 'queued',
      },
      `${channel.messageWord} not sent`,
    );
  }

  async function flushOnce(sender: (row: Row) => Promise<Answer>, after: number) {
    if (after === 0) {
      const released = await releaseStuckMessages(
        db,
        table,
        nowIso(),
        MAX_SEND_ATTEMPTS,
        INTERRUPTED,
      );
      if (released.requeued + released.failed > 0) {
        log.warn({ event: `${event}.stuck_released`, ...released }, `${label} messages taken back`);
      }
    }
    const rows = await channel.listQueued(db, BATCH, after);
    for (const row of rows) await sendOne(row, sender);
    return rows.length === BATCH ? rows[rows.length - 1].id : undefined;
  }

  return outboxFlusher({
    enabled: send !== undefined,
    pass: (after) => (send ? flushOnce(send, after) : Promise.resolve(undefined)),
    log,
    failure: { event: `${event}.flush_failed`, message: `${label} outbox flush failed` },
    intervalMs: RETRY_INTERVAL_MS,
  });
}
