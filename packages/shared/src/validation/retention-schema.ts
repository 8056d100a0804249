import { object, string, type InferType } from 'yup';
import { RETENTION_HOLD_REASON_MAX_LENGTH } from '../config/privacy';

export const retentionMessages = {
  reasonRequired: 'Enter the reason for the legal hold',
  reasonTooLong: `The reason must be at most ${RETENTION_HOLD_REASON_MAX_LENGTH} characters long`,
  notFound: 'This record is not in quarantine (it may have been erased or released).',
  notHeld: 'This record is not on legal hold.',
} as const;

/** A legal hold keeps a quarantined record past its erasure date; staff say why. */
export const retentionHoldSchema = object({
  reason: string()
    .trim()
    .required(retentionMessages.reasonRequired)
    .max(RETENTION_HOLD_REASON_MAX_LENGTH, retentionMessages.reasonTooLong),
});
export type RetentionHoldInput = InferType<typeof retentionHoldSchema>;
