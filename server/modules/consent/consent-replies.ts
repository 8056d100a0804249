import type { Kysely } from 'kysely';
import type { MessagingChannel } from '@vistaar/shared/config/messaging';
import type { Database } from '../../db/schema';
import { optOutEverywhere, recordReplyYes } from './consent-service';
import { replyKeyword } from './reply-keywords';

/**
 * Honours a candidate's reply, inside the caller's transaction: STOP ends every channel at
 * once; YES opts in on the channel it came on or names (an e-mail's plain YES names none,
 * so it changes nothing). Answers what was done, for the log.
 */
export async function honourReply(
  trx: Kysely<Database>,
  candidateId: number,
  body: string,
  at: string,
  cameOn: MessagingChannel | null,
): Promise<'opted-out' | 'opted-in' | undefined> {
  const keyword = replyKeyword(body);
  if (keyword?.kind === 'stop') {
    return (await optOutEverywhere(trx, candidateId, 'reply_stop', at)) ? 'opted-out' : undefined;
  }
  const channel = keyword?.kind === 'yes' ? (keyword.channel ?? cameOn) : null;
  if (!channel) return undefined;
  return (await recordReplyYes(trx, candidateId, channel, at)) ? 'opted-in' : undefined;
}
