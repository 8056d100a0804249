import type { MessageDelivery } from '@vistaar/shared/contract';
import type { Database } from '../../db/schema';

/**
 * The platform's error codes a recruiter meets, said plainly (Cloud API error codes); any
 * other failure keeps the platform's own title.
 */
const PLAIN_FAILURES: Record<string, string> = {
  '131047': 'More than 24 hours have passed since the candidate last wrote on WhatsApp',
  '131026': 'WhatsApp could not deliver it: the number may not use WhatsApp',
  '131049': 'WhatsApp held it back to keep the candidate from getting too many business messages',
  '131050': 'The candidate has stopped marketing messages from the company',
  '131051': 'WhatsApp does not support this kind of message',
  '131042': 'The WhatsApp account has a payment problem',
  '132001': 'The message template does not exist or is not approved',
  '130429': 'WhatsApp is sending too many messages at the moment',
  '190': 'The WhatsApp access token has expired',
};

/** A message's delivery as the thread shows it ('sending' is still queued to a reader). */
export function whatsappDelivery(row: {
  status: Database['whatsapp_messages']['status'];
  error_code: string | null;
  error_title: string | null;
}): MessageDelivery {
  const status = row.status === 'sending' || row.status === 'received' ? 'queued' : row.status;
  if (status !== 'failed') return { status, failure: null };
  const plain = row.error_code ? PLAIN_FAILURES[row.error_code] : undefined;
  return { status, failure: plain ?? row.error_title ?? 'WhatsApp did not say why' };
}
