import type { Kysely } from 'kysely';
import type { WhatsappReplyState } from '@vistaar/shared/contract';
import { conversationMessages } from '@vistaar/shared/validation';
import type { Database } from '../../db/schema';
import { mayMessage } from '../consent';
import { lastInboundAt } from './whatsapp-repository';

const WINDOW_MS = 24 * 3_600_000;

/**
 * Whether free text may go to the candidate now: WhatsApp set up, an opt-in for their
 * current number, and a message from them on WhatsApp in the last 24 hours (outside it the
 * platform takes approved templates only).
 */
export async function freeTextState(
  db: Kysely<Database>,
  enabled: boolean,
  candidateId: number | null,
  now = new Date(),
): Promise<WhatsappReplyState> {
  const refuse = (reason: string, windowEndsAt: string | null = null) => ({
    available: false,
    reason,
    windowEndsAt,
  });
  if (!enabled) return refuse(conversationMessages.whatsappOff);
  const allowed = candidateId === null ? undefined : await mayMessage(db, candidateId, 'whatsapp');
  if (!allowed?.ok || candidateId === null) {
    return refuse(
      allowed?.ok === false && allowed.reason === 'opted-out'
        ? conversationMessages.whatsappStopped
        : conversationMessages.whatsappNoOptIn,
    );
  }
  const last = await lastInboundAt(db, candidateId);
  const endsAt = last ? new Date(Date.parse(last) + WINDOW_MS) : undefined;
  if (!endsAt || endsAt <= now) {
    return refuse(conversationMessages.whatsappWindowClosed, endsAt?.toISOString() ?? null);
  }
  return { available: true, reason: null, windowEndsAt: endsAt.toISOString() };
}
