import { DUPLICATE_REASON_LABELS } from '@vistaar/shared/config';
import type { DuplicateMatch } from '@vistaar/shared/contract';

/** 'Possible duplicate of Aarav Mehta — same phone, similar name and same employer'. */
export function duplicateNoticeText(
  match: Pick<DuplicateMatch, 'firstName' | 'lastName' | 'reasons'>,
) {
  const reasons = match.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(', ');
  return `Possible duplicate of ${match.firstName} ${match.lastName} — ${reasons}`;
}
