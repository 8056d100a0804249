import type { LedgerEntry, VerificationShare } from '@vistaar/shared/contract';

/** How each ledger entry reads to the employee and to staff. */
export function ledgerText(entry: LedgerEntry): string {
  const who = entry.organisation ?? 'the verifier';
  switch (entry.event) {
    case 'share-created':
      return `Shared with ${who}`;
    case 'verifier-code-sent':
      return `Code sent to ${entry.actorEmail ?? who}`;
    case 'verifier-viewed':
      return `Viewed by ${who} (${entry.actorEmail ?? ''}${entry.clientIp ? `, from ${entry.clientIp}` : ''})`;
    case 'letter-downloaded':
      return `Letter downloaded by ${who}`;
    case 'revoked':
      return `Revoked (${who})`;
    case 'expired':
      return `Expired (${who})`;
    case 'error-reported':
      return 'Error in the record reported';
    case 'error-resolved':
      return 'Error report resolved by HR';
    case 'sharing-suspended':
      return 'Sharing suspended by HR';
    case 'sharing-resumed':
      return 'Sharing resumed by HR';
  }
}

export const STATUS_COLOUR: Record<VerificationShare['status'], 'success' | 'default' | 'error'> = {
  active: 'success',
  expired: 'default',
  revoked: 'error',
};

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
