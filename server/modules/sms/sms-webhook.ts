import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { e164Phone } from '@vistaar/shared/lib/phone';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { PhoneInboundConsumer } from '../../lib/message-outbox';
import { findCandidateByConsentNumber, findLatestApplication, honourReply } from '../consent';
import { findSmsByProviderId, insertSmsMessage, updateSmsMessage } from './sms-repository';

export interface SmsWebhookDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  onInbound: PhoneInboundConsumer;
}

/** One delivery report, as Gupshup's GET callback or one event of its POST batch says it. */
export interface DeliveryReport {
  externalId: string;
  /** Gupshup's status (GET: SUCCESS, FAIL, ...; POST: DELIVERED, FAILED, ...). */
  status: string;
  /** Milliseconds since the epoch, as Gupshup sends them. */
  at: unknown;
  cause: string | undefined;
  errCode: string | undefined;
}

/** One inbound SMS as Gupshup's keyword callback forwards it. */
export interface InboundSms {
  msisdn: string;
  keyword: string;
  content: string;
  timestamp: unknown;
}

const DELIVERED = new Set(['SUCCESS', 'DELIVERED', 'DELIVRD']);
const FAILED = new Set(['FAIL', 'FAILED', 'UNDELIV', 'UNDELIVERED', 'REJECTED', 'EXPIRED']);

/** Gupshup's milliseconds as ISO-8601 UTC; now when absent or absurd. */
function eventTime(value: unknown): string {
  const millis = Number(value);
  const date = new Date(millis);
  return Number.isFinite(millis) && millis > 0 && !Number.isNaN(date.getTime())
    ? date.toISOString()
    : nowIso();
}

/**
 * One delivery report: a sent message becomes delivered or failed (a late report after a
 * final one changes nothing) with its time and, on failure, the operator's cause. A report
 * for a message this product did not send is ignored. Answers whether it was taken.
 */
export async function takeDeliveryReport(
  deps: SmsWebhookDeps,
  report: DeliveryReport,
): Promise<boolean> {
  const status = report.status.trim().toUpperCase();
  const outcome = DELIVERED.has(status) ? 'delivered' : FAILED.has(status) ? 'failed' : undefined;
  if (!outcome || !report.externalId) return false;
  const row = await findSmsByProviderId(deps.db, report.externalId.slice(0, 200));
  if (!row || row.direction !== 'out') return false;
  if (row.status === 'delivered' || row.status === 'failed') return true;
  const at = eventTime(report.at);
  await updateSmsMessage(
    deps.db,
    row.id,
    outcome === 'delivered'
      ? { status: 'delivered', delivered_at: at }
      : {
          status: 'failed',
          failed_at: at,
          error_code: report.errCode?.slice(0, 40) ?? null,
          error_title: report.cause?.slice(0, 500) ?? null,
        },
  );
  return true;
}

/**
 * One SMS from a candidate: matched by the number they opted in to SMS with; its STOP or
 * YES honoured on every channel; threaded into their latest application's conversation. A
 * number no candidate gave is kept out (nothing stored); a repeated message changes nothing.
 */
export async function takeInboundSms(
  deps: SmsWebhookDeps,
  sms: InboundSms,
): Promise<'taken' | 'repeated' | 'unknown' | 'unreadable'> {
  const phone = e164Phone(sms.msisdn);
  const body = (sms.content.trim() || sms.keyword.trim()).slice(0, 2000);
  if (!phone || !body) return 'unreadable';
  const receivedAt = eventTime(sms.timestamp);
  // Gupshup gives an inbound message no id of its own: the number and its time name it.
  const providerId = `in:${phone}:${receivedAt}`;
  if (await findSmsByProviderId(deps.db, providerId)) return 'repeated';
  const candidateId = await findCandidateByConsentNumber(deps.db, 'sms', phone);
  if (candidateId === undefined) return 'unknown';
  const application = await findLatestApplication(deps.db, candidateId);
  let change: Awaited<ReturnType<typeof honourReply>>;
  await deps.db.transaction().execute(async (trx) => {
    await insertSmsMessage(trx, {
      application_id: application?.id ?? null,
      candidate_id: candidateId,
      direction: 'in',
      provider_id: providerId,
      phone: phone.replace(/^\+/, ''),
      purpose: null,
      dlt_template_id: null,
      body,
      status: 'received',
      created_at: receivedAt,
    });
    change = await honourReply(trx, candidateId, body, receivedAt, 'sms');
    if (application) {
      await deps.onInbound(trx, {
        applicationId: application.id,
        from: phone,
        body,
        messageId: providerId,
        receivedAt,
      });
    }
  });
  if (change) deps.log.info({ event: 'consent.reply_honoured', change }, 'messaging consent');
  return 'taken';
}
