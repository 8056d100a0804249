import type { Transporter } from 'nodemailer';
import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso, type DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { maskEmail } from './mask-email';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe), from fixed values and the site's own links only. */
  headers?: Record<string, string>;
  /**
   * An iCalendar invitation (or its update or cancellation): sent as the message's
   * text/calendar part and as an invite.ics attachment, so calendars offer to add it.
   */
  calendar?: CalendarPart;
  /** The record the message is about (see `mailAbout`), so erasing that record removes it. */
  about?: string;
  /**
   * Where replies go instead of the sender (see `recruitingReplyTo`). On an e-mail about an
   * application, this marks it as the candidate's: with REPLY_DOMAIN set, its address becomes
   * the application's own reply address.
   */
  replyTo?: MailAddress;
}

/** A mailbox with its display name; nodemailer quotes and encodes the name. */
export interface MailAddress {
  name: string;
  address: string;
}

export type MailSubject =
  'application' | 'contact_message' | 'verification_share' | 'job_alert_signup';

/** The outbox's reference to the record a message is about. */
export function mailAbout(kind: MailSubject, id: number): string {
  return `${kind}:${id}`;
}

export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  /** The whole VCALENDAR text, its METHOD the same as `method`. */
  content: string;
}

export interface Mailer {
  /** Whether messages really leave (SMTP configured) or only stay in the outbox. */
  readonly delivering: boolean;
  /** Queues a message in the outbox, inside the caller's transaction when given one. */
  enqueue(message: OutgoingMail, trx?: Transaction<Database>): Promise<void>;
  /** Sends the due outbox messages now; failures are retried later with back-off. */
  flush(): Promise<void>;
  /** Sends one message straight away and throws when the mail server refuses or is down. */
  sendNow(message: OutgoingMail): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const MAX_ATTEMPTS = 8;
/**
 * Longer than any one send can take (SMTP timeouts are 10-20 s), so the lease is renewed
 * before each send of a batch; short, so a server that dies mid-batch holds its e-mails back
 * for a minute at most.
 */
const LEASE_MS = 60_000;
const leaseEnd = () => new Date(Date.now() + LEASE_MS).toISOString();

function devInboxText(message: OutgoingMail, outboxId: number): string {
  const rule = '='.repeat(72);
  return [
    rule,
    `Development inbox: outbox #${outboxId} (${message.kind}), not sent because SMTP_URL is not set`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo.name} <${message.replyTo.address}>`] : []),
    `Subject: ${message.subject}`,
    ...(message.calendar ? [`Calendar: invite.ics (METHOD:${message.calendar.method})`] : []),
    '',
    message.text,
    rule,
    '',
  ].join('\n');
}
const RETRY_INTERVAL_MS = 30_000;
/** Due rows one claim takes: each is renewed before each send, so a batch is a few seconds of sending. */
const CLAIM_BATCH = 20;

export function createMailer(options: {
  db: Kysely<Database>;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  dialect: DialectName;
  /**
   * Without SMTP, where a developer reads the messages (the terminal, never the log,
   * since they carry one-time codes and personal data). Unset in production.
   */
  devInbox?: (text: string) => void;
  /** An application's reply address (REPLY_DOMAIN set), made inside the caller's transaction. */
  candidateReplyAddress?: (db: Kysely<Database>, applicationId: number) => Promise<string>;
  /** A footer for a candidate's e-mail about an application (made inside the caller's transaction). */
  candidateFooter?: (
    db: Kysely<Database>,
    applicationId: number,
  ) => Promise<{ text: string; html: string } | undefined>;
}): Mailer {
  const { db, log } = options;
  const { smtpUrl } = options;
  // nodemailer loads only where SMTP is configured (not in development, nor in most tests).
  const transporter: Promise<Transporter> | undefined = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        } as Parameters<typeof nodemailer.createTransport>[0]),
      )
    : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const state = { stopped: false };

  async function deliver(message: OutgoingMail, outboxId: number) {
    if (!transporter) {
      const facts = { kind: message.kind, outboxId, to: maskEmail(message.to) };
      if (options.devInbox) {
        options.devInbox(devInboxText(message, outboxId));
        log.info(
          { event: 'mail.dev_inbox', ...facts },
          'SMTP_URL is not set: e-mail kept in the outbox and shown in the terminal',
        );
      } else {
        log.warn(
          { event: 'mail.not_sent', ...facts },
          'SMTP_URL is not set: e-mail kept in the outbox and NOT sent',
        );
      }
      return;
    }
    // Headers come only from fixed values and checked addresses; nothing user-typed reaches them unescaped.
    await (
      await transporter
    ).sendMail({
      from: options.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      icalEvent: message.calendar
        ? {
            method: message.calendar.method,
            filename: 'invite.ics',
            content: message.calendar.content,
          }
        : undefined,
    });
    log.info({ event: 'mail.sent', kind: message.kind }, 'e-mail sent');
  }

  /**
   * Takes a batch of due rows for this server alone: a pending row whose time has come, or one
   * whose sender's lease ran out (that server died mid-send). PostgreSQL skips rows another
   * server is claiming; SQLite runs the one statement atomically.
   */
  async function claimDue() {
    const now = nowIso();
    const candidates = db
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('id')
      .limit(CLAIM_BATCH);
    return db
      .updateTable('outbox')
      .set({ status: 'sending', lease_until: leaseEnd() })
      .where(
        'id',
        'in',
        options.dialect === 'postgres' ? candidates.forUpdate().skipLocked() : candidates,
      )
      .returningAll()
      .execute();
  }

  /** Keeps what is left of this server's batch its own while the sends before it take their time. */
  async function renewLease(ids: number[]) {
    await db
      .updateTable('outbox')
      .set({ lease_until: leaseEnd() })
      .where('id', 'in', ids)
      .where('status', '=', 'sending')
      .execute();
  }

  async function sendDueBatch() {
    const due = await claimDue();
    due.sort((a, b) => a.id - b.id);
    for (const [index, row] of due.entries()) {
      if (index > 0) await renewLease(due.slice(index).map((rest) => rest.id));
      try {
        await deliver(
          {
            kind: row.kind,
            to: row.recipient,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body ?? undefined,
            headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
            calendar: row.calendar ? (JSON.parse(row.calendar) as CalendarPart) : undefined,
            replyTo: row.reply_to ? (JSON.parse(row.reply_to) as MailAddress) : undefined,
          },
          row.id,
        );
        await db
          .updateTable('outbox')
          .set({
            status: transporter ? 'sent' : 'logged',
            lease_until: null,
            sent_at: nowIso(),
            attempts: row.attempts + 1,
            last_error: null,
          })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        const attempts = row.attempts + 1;
        const backoffMs = Math.min(3_600_000, 30_000 * 2 ** (attempts - 1));
        log.warn(
          { event: 'mail.failed', kind: row.kind, attempts, err: error },
          'e-mail delivery failed; will retry',
        );
        await db
          .updateTable('outbox')
          .set({
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            lease_until: null,
            attempts,
            last_error: String((error as Error).message ?? error).slice(0, 500),
            next_attempt_at: new Date(Date.now() + backoffMs).toISOString(),
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return due.length;
  }

  /**
   * A candidate's e-mail about an application (it answers to recruiting) takes the
   * application's reply address and the candidate's footer.
   */
  async function addressReplies(message: OutgoingMail, target: Kysely<Database>) {
    const applicationId = /^application:(\d+)$/.exec(message.about ?? '')?.[1];
    if (!message.replyTo || !applicationId) return message;
    const replyTo = options.candidateReplyAddress
      ? {
          name: message.replyTo.name,
          address: await options.candidateReplyAddress(target, Number(applicationId)),
        }
      : message.replyTo;
    const footer = await options.candidateFooter?.(target, Number(applicationId));
    if (!footer) return { ...message, replyTo };
    return {
      ...message,
      replyTo,
      text: `${message.text}\n\n${footer.text}`,
      html: message.html?.includes('</body>')
        ? message.html.replace('</body>', `${footer.html}\n</body>`)
        : message.html,
    };
  }

  async function store(
    message: OutgoingMail,
    target: Kysely<Database> | Transaction<Database>,
    status: 'pending' | 'logged',
  ): Promise<number> {
    const now = nowIso();
    const row = await target
      .insertInto('outbox')
      .values({
        kind: message.kind,
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        headers: message.headers ? JSON.stringify(message.headers) : null,
        calendar: message.calendar ? JSON.stringify(message.calendar) : null,
        about: message.about ?? null,
        reply_to: message.replyTo ? JSON.stringify(message.replyTo) : null,
        next_attempt_at: now,
        created_at: now,
        ...(status === 'logged' ? { status, attempts: 1, sent_at: now } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  const mailer: Mailer = {
    delivering: Boolean(transporter),
    async enqueue(message, trx) {
      await store(await addressReplies(message, trx ?? db), trx ?? db, 'pending');
      if (!trx) setImmediate(() => void mailer.flush());
    },
    flush() {
      // A pass already under way may have claimed its rows before the caller's message was
      // committed, so a flush asked for meanwhile runs one more pass after it (never more than one).
      if (running) {
        queued ??= running.then(() => {
          queued = undefined;
          return mailer.flush();
        });
        return queued;
      }
      // A pass is one batch, which is what a caller waits for. A full batch means a backlog (a
      // bulk e-mail to a job's candidates): the next pass follows at once, not on the retry
      // timer's next turn, so a message queued behind it (a test e-mail, a sign-in notice)
      // waits for the sends alone. A batch's failures are held back by their backoff.
      let more = false;
      running = sendDueBatch()
        .then((taken) => {
          more = taken === CLAIM_BATCH;
        })
        .catch((error) =>
          log.error({ err: error, event: 'mail.flush_failed' }, 'outbox flush failed'),
        )
        .finally(() => {
          running = undefined;
          if (!more) return;
          setImmediate(() => {
            if (!running && !state.stopped) void mailer.flush();
          });
        });
      return running;
    },
    async sendNow(original) {
      const message = await addressReplies(original, db);
      // Without SMTP the message must still be findable (development inbox, outbox id in the log).
      const outboxId = transporter ? 0 : await store(message, db, 'logged');
      await deliver(message, outboxId);
    },
    start() {
      timer = setInterval(() => void mailer.flush(), RETRY_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      state.stopped = true;
      clearInterval(timer);
      await queued;
      await running;
      (await transporter)?.close();
    },
  };
  return mailer;
}
