import type { Kysely } from 'kysely';
import {
  MESSAGING_CHANNELS,
  type MessagingConsentSource,
  type MessagingChannel,
} from '@vistaar/shared/config/messaging';
import { e164Phone } from '@vistaar/shared/lib/phone';
import type { MessagingConsent } from '@vistaar/shared/contract';
import { channelConsentMessages, type ChannelConsentInput } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, found } from '../../lib/http-error';
import {
  findLatestConsent,
  findMessagingCandidate,
  insertChannelConsents,
  listChannelConsents,
  type NewChannelConsent,
} from './consent-repository';
import { toChannelConsentEntry } from './consent-views';

/** Why a message may not go: the caller sends by e-mail instead, or not at all. */
type MessagingRefusal = 'no-candidate' | 'no-number' | 'no-opt-in' | 'opted-out' | 'number-changed';

type MayMessage = { ok: true; phone: string } | { ok: false; reason: MessagingRefusal };

/**
 * The one check before anything goes to a candidate on WhatsApp or SMS: the number to use,
 * or why not. The opt-in counts only for the number it was given for, so a candidate who
 * changed their number must opt in again.
 */
export async function mayMessage(
  db: Kysely<Database>,
  candidateId: number,
  channel: MessagingChannel,
): Promise<MayMessage> {
  const candidate = await findMessagingCandidate(db, candidateId);
  if (!candidate) return { ok: false, reason: 'no-candidate' };
  const phone = e164Phone(candidate.phone);
  if (!phone) return { ok: false, reason: 'no-number' };
  const latest = await findLatestConsent(db, candidateId, channel);
  if (!latest) return { ok: false, reason: 'no-opt-in' };
  if (latest.status === 'opted_out') return { ok: false, reason: 'opted-out' };
  if (latest.phone !== phone) return { ok: false, reason: 'number-changed' };
  return { ok: true, phone };
}

/**
 * The application form's boxes, in the application's transaction: an opt-in for each ticked
 * channel, for the number the form gave. An unticked box records nothing (no choice made).
 */
export async function recordFormOptIns(
  trx: Kysely<Database>,
  candidateId: number,
  phone: string,
  channels: readonly MessagingChannel[],
  at: string,
): Promise<void> {
  const number = e164Phone(phone);
  if (!number) return;
  await insertChannelConsents(
    trx,
    channels.map((channel) => ({
      candidate_id: candidateId,
      channel,
      phone: number,
      status: 'opted_in' as const,
      source: 'application_form' as const,
      recorded_by: null,
      recorded_at: at,
    })),
  );
}

/**
 * A STOP (on any channel) or the e-mail unsubscribe link: an opt-out on every channel at
 * once, inside the caller's transaction. A channel already opted out gets no second row.
 * Answers whether anything changed.
 */
export async function optOutEverywhere(
  trx: Kysely<Database>,
  candidateId: number,
  source: Extract<MessagingConsentSource, 'reply_stop' | 'email_unsubscribe'>,
  at: string,
): Promise<boolean> {
  const candidate = await findMessagingCandidate(trx, candidateId);
  if (!candidate) return false;
  const rows: NewChannelConsent[] = [];
  for (const channel of MESSAGING_CHANNELS) {
    const latest = await findLatestConsent(trx, candidateId, channel);
    if (latest?.status === 'opted_out') continue;
    rows.push({
      candidate_id: candidateId,
      channel,
      phone: latest?.phone ?? e164Phone(candidate.phone),
      status: 'opted_out',
      source,
      recorded_by: null,
      recorded_at: at,
    });
  }
  await insertChannelConsents(trx, rows);
  return rows.length > 0;
}

/**
 * A candidate's 'YES' on a channel: an opt-in there, for the number they have now; nothing
 * when they have none. Answers whether it was recorded.
 */
export async function recordReplyYes(
  trx: Kysely<Database>,
  candidateId: number,
  channel: MessagingChannel,
  at: string,
): Promise<boolean> {
  const candidate = await findMessagingCandidate(trx, candidateId);
  const phone = candidate ? e164Phone(candidate.phone) : null;
  if (!phone) return false;
  await insertChannelConsents(trx, [
    {
      candidate_id: candidateId,
      channel,
      phone,
      status: 'opted_in',
      source: 'reply_yes',
      recorded_by: null,
      recorded_at: at,
    },
  ]);
  return true;
}

/** What a staff member sees: each channel's state and the whole history. */
export async function readMessagingConsent(
  db: Kysely<Database>,
  candidateId: number,
): Promise<MessagingConsent> {
  const candidate = found(
    await findMessagingCandidate(db, candidateId),
    channelConsentMessages.candidateNotFound,
  );
  const phone = e164Phone(candidate.phone);
  const history = (await listChannelConsents(db, candidateId)).map(toChannelConsentEntry);
  return {
    candidateId,
    phone,
    channels: MESSAGING_CHANNELS.map((channel) => {
      const current = history.find((entry) => entry.channel === channel) ?? null;
      return {
        channel,
        mayMessage: current?.status === 'opted_in' && current.phone === phone && phone !== null,
        current,
      };
    }),
    history,
  };
}

/**
 * A recruiter's note of what the candidate said: verbal consent (its note required by the
 * schema) for the candidate's current number, or an opt-out of one channel. Audited.
 */
export async function recordStaffChoice(
  db: Kysely<Database>,
  actor: AuditActor & { staffId: number },
  candidateId: number,
  input: ChannelConsentInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const candidate = found(
      await findMessagingCandidate(trx, candidateId),
      channelConsentMessages.candidateNotFound,
    );
    const phone = e164Phone(candidate.phone);
    if (input.status === 'opted_in' && !phone) {
      throw badRequest(channelConsentMessages.noNumber);
    }
    await insertChannelConsents(trx, [
      {
        candidate_id: candidateId,
        channel: input.channel,
        phone,
        status: input.status,
        source: 'recruiter_note',
        note: input.note,
        recorded_by: actor.staffId,
        recorded_at: nowIso(),
      },
    ]);
    await recordAudit(trx, actor, {
      action:
        input.status === 'opted_in' ? 'candidate.consent-recorded' : 'candidate.opt-out-recorded',
      entity: 'candidate',
      entityId: candidateId,
      details: { channel: input.channel },
    });
  });
}
