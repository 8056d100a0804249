import { object, string, type InferType } from 'yup';
import { MESSAGING_CHANNELS } from '../config/messaging';

export const CONSENT_NOTE_MAX_LENGTH = 500;

export const channelConsentMessages = {
  channelRequired: 'Choose WhatsApp or SMS',
  statusRequired: 'Choose consent or opt-out',
  noteRequired: 'Write what the candidate said, and when',
  noteTooLong: `The note can be at most ${CONSENT_NOTE_MAX_LENGTH} characters`,
  noNumber: 'This candidate has no mobile number that can be messaged',
  candidateNotFound: 'Candidate not found',
  consentRecorded: 'Consent recorded',
  optOutRecorded: 'Opt-out recorded',
};

/**
 * A recruiter's note of a candidate's choice on one channel: verbal consent needs a note of
 * what was said (it is the only evidence of it); an opt-out is honoured with or without one.
 */
export const channelConsentSchema = object({
  channel: string()
    .required(channelConsentMessages.channelRequired)
    .oneOf([...MESSAGING_CHANNELS], channelConsentMessages.channelRequired),
  status: string()
    .required(channelConsentMessages.statusRequired)
    .oneOf(['opted_in', 'opted_out'] as const, channelConsentMessages.statusRequired),
  note: string()
    .trim()
    .max(CONSENT_NOTE_MAX_LENGTH, channelConsentMessages.noteTooLong)
    .default('')
    .when('status', {
      is: 'opted_in',
      then: (schema) => schema.required(channelConsentMessages.noteRequired),
    }),
});
export type ChannelConsentInput = InferType<typeof channelConsentSchema>;
