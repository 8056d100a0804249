import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WhatsappConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { PhoneInboundConsumer } from '../../lib/message-outbox';
import { findCandidateByConsentNumber, findLatestApplication, honourReply } from '../consent';
import {
  findByWaMessageId,
  insertWhatsappMessage,
  updateWhatsappMessage,
} from './whatsapp-repository';

export interface WebhookDeps {
  db: Kysely<Database>;
  config: WhatsappConfig;
  log: FastifyBaseLogger;
  onInbound: PhoneInboundConsumer;
}

/**
 * Whether `X-Hub-Signature-256` is `sha256=` and the HMAC-SHA256 of the raw body under the
 * app secret, compared in constant time over the bytes.
 */
export function signatureMatches(appSecret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface StatusEvent {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  pricing?: { billable?: unknown; pricing_model?: unknown; category?: unknown };
  conversation?: { origin?: { type?: unknown } };
  errors?: { code?: unknown; title?: unknown; message?: unknown }[];
}

interface MessageEvent {
  from?: unknown;
  id?: unknown;
  timestamp?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { text?: unknown };
  interactive?: { button_reply?: { title?: unknown }; list_reply?: { title?: unknown } };
}

interface WebhookBody {
  object?: unknown;
  entry?: { changes?: { field?: unknown; value?: { statuses?: unknown; messages?: unknown } }[] }[];
}

const STATUS_RANK = { queued: 0, sending: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;
type OutStatus = keyof typeof STATUS_RANK;
const isOutStatus = (value: unknown): value is 'sent' | 'delivered' | 'read' | 'failed' =>
  value === 'sent' || value === 'delivered' || value === 'read' || value === 'failed';

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

/** The platform's Unix seconds as ISO-8601 UTC; now when absent or absurd. */
function eventTime(value: unknown): string {
  const seconds = Number(value);
  const date = new Date(seconds * 1000);
  return Number.isFinite(seconds) && seconds > 0 && !Number.isNaN(date.getTime())
    ? date.toISOString()
    : new Date().toISOString();
}

/** Rupees per message as millionths of a rupee; null when the category has no rate. */
function priceMicroInr(rates: Record<string, number>, category: string): number | null {
  const rate = rates[category];
  return rate === undefined ? null : Math.round(rate * 1_000_000);
}

/**
 * One status: the message moves forward only (a late 'delivered' after 'read' keeps 'read'),
 * each status's time is kept once, and the category and pricing the platform reports are
 * recorded with the price from the rate card. A status for a message this product did not
 * send is ignored. Repeating it changes nothing.
 */
async function takeStatus(deps: WebhookDeps, event: StatusEvent): Promise<boolean> {
  const waId = text(event.id, 200);
  if (!waId || !isOutStatus(event.status)) return false;
  const row = await findByWaMessageId(deps.db, waId);
  if (!row || row.direction !== 'out') return false;
  const at = eventTime(event.timestamp);
  const status = event.status;
  const forward = STATUS_RANK[status] > STATUS_RANK[row.status as OutStatus];
  const category =
    text(event.pricing?.category, 40) ?? text(event.conversation?.origin?.type, 40) ?? null;
  const billable = event.pricing?.billable === true;
  const error = event.errors?.[0];
  await updateWhatsappMessage(deps.db, row.id, {
    ...(forward ? { status } : {}),
    ...(status === 'sent' && !row.sent_at ? { sent_at: at } : {}),
    ...(status === 'delivered' && !row.delivered_at ? { delivered_at: at } : {}),
    ...(status === 'read' && !row.read_at ? { read_at: at } : {}),
    ...(status === 'failed' && !row.failed_at ? { failed_at: at } : {}),
    ...(category ? { category } : {}),
    ...(event.pricing
      ? {
          pricing_model: text(event.pricing.pricing_model, 40) ?? null,
          billable: billable ? 1 : 0,
          price_micro_inr:
            billable && category ? priceMicroInr(deps.config.ratesInr, category) : null,
        }
      : {}),
    ...(error
      ? {
          error_code: error.code === undefined ? null : String(error.code).slice(0, 40),
          error_title: text(error.title, 500) ?? text(error.message, 500) ?? null,
        }
      : {}),
  });
  return true;
}

function messageText(event: MessageEvent): string {
  return (
    text(event.text?.body, 4096) ??
    text(event.button?.text, 4096) ??
    text(event.interactive?.button_reply?.title, 4096) ??
    text(event.interactive?.list_reply?.title, 4096) ??
    `(a ${text(event.type, 40) ?? 'message'} message, shown only in WhatsApp)`
  );
}

/**
 * One message from a candidate: matched by the number they opted in with; its STOP or YES
 * honoured on every channel; threaded into their latest application's conversation. A
 * number no candidate gave is kept out (nothing stored); a repeated message id changes nothing.
 */
async function takeMessage(
  deps: WebhookDeps,
  event: MessageEvent,
): Promise<'taken' | 'repeated' | 'unknown' | 'unreadable'> {
  const waId = text(event.id, 200);
  const from = typeof event.from === 'string' && /^\d{8,15}$/.test(event.from) ? event.from : '';
  if (!waId || !from) return 'unreadable';
  if (await findByWaMessageId(deps.db, waId)) return 'repeated';
  const candidateId = await findCandidateByConsentNumber(deps.db, 'whatsapp', `+${from}`);
  if (candidateId === undefined) return 'unknown';
  const application = await findLatestApplication(deps.db, candidateId);
  const body = messageText(event);
  const receivedAt = eventTime(event.timestamp);
  let change: Awaited<ReturnType<typeof honourReply>>;
  await deps.db.transaction().execute(async (trx) => {
    await insertWhatsappMessage(trx, {
      application_id: application?.id ?? null,
      candidate_id: candidateId,
      direction: 'in',
      wa_message_id: waId,
      phone: from,
      template_name: null,
      body,
      status: 'received',
      staff_id: null,
      created_at: receivedAt,
    });
    change = await honourReply(trx, candidateId, body, receivedAt, 'whatsapp');
    if (application) {
      await deps.onInbound(trx, {
        applicationId: application.id,
        from: `+${from}`,
        body,
        messageId: waId,
        receivedAt,
      });
    }
  });
  if (change) {
    deps.log.info({ event: 'consent.reply_honoured', change }, 'messaging consent');
  }
  return 'taken';
}

/** Everything a webhook call reports; what it cannot read is skipped, never a failure. */
export async function takeInWebhook(deps: WebhookDeps, payload: unknown): Promise<void> {
  const body = (payload ?? {}) as WebhookBody;
  if (body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) return;
  const counts = { statuses: 0, taken: 0, repeated: 0, unknown: 0, unreadable: 0 };
  for (const entry of body.entry) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      if (change?.field !== 'messages' || !change.value) continue;
      const { statuses, messages } = change.value;
      for (const event of Array.isArray(statuses) ? (statuses as StatusEvent[]) : []) {
        if (await takeStatus(deps, event ?? {})) counts.statuses += 1;
      }
      for (const event of Array.isArray(messages) ? (messages as MessageEvent[]) : []) {
        counts[await takeMessage(deps, event ?? {})] += 1;
      }
    }
  }
  deps.log.info({ event: 'whatsapp.webhook', ...counts }, 'WhatsApp webhook taken in');
}
