import { mixed, object, string, type InferType } from 'yup';
import {
  DROPOUT_REASON_VALUES,
  JOINING_NOTE_MAX_LENGTH,
  type DropoutReason,
} from '../config/joining';

export const joiningMessages = {
  reasonRequired: 'Choose why the candidate dropped out',
  reasonUnknown: 'Choose a reason from the list: counter-offer, another offer, personal or no show',
  noteTooLong: `The note must be at most ${JOINING_NOTE_MAX_LENGTH} characters long`,
} as const;

/** Marking an accepted offer's candidate as dropped out: a reason reports can count, and a note. */
export const dropoutSchema = object({
  reason: mixed<DropoutReason>()
    // An untouched select sends '': that is no reason, not a wrong one.
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf(DROPOUT_REASON_VALUES, joiningMessages.reasonUnknown)
    .required(joiningMessages.reasonRequired),
  note: string()
    .trim()
    .max(JOINING_NOTE_MAX_LENGTH, joiningMessages.noteTooLong)
    .optional()
    .default(''),
});
export type DropoutInput = InferType<typeof dropoutSchema>;
