import type { MessageDelivery } from '@vistaar/shared/contract';
import type { Database } from '../../db/schema';

/**
 * An SMS's delivery as the thread shows it ('sending' is still queued to a reader); a failure
 * keeps the reason stored with it (the product's own, or the provider's or operator's words).
 */
export function smsDelivery(row: {
  status: Database['sms_messages']['status'];
  error_title: string | null;
}): MessageDelivery {
  const status = row.status === 'sending' || row.status === 'received' ? 'queued' : row.status;
  if (status !== 'failed') return { status, failure: null };
  return { status, failure: row.error_title ?? 'The SMS provider did not say why' };
}
