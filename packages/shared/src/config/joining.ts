/** Joining: an accepted offer tracked to the day the candidate joins, or drops out. */

/** Why a candidate who accepted did not join, as reports count them. */
export const DROPOUT_REASONS = [
  { value: 'counter-offer', label: 'Counter-offer from the current employer' },
  { value: 'another-offer', label: 'Took another offer' },
  { value: 'personal', label: 'Personal reasons' },
  { value: 'no-show', label: 'Did not turn up on the joining date' },
] as const;
export type DropoutReason = (typeof DROPOUT_REASONS)[number]['value'];
export const DROPOUT_REASON_VALUES = DROPOUT_REASONS.map((reason) => reason.value);

/** Where an accepted offer is on its way to joining. */
export const JOINING_STATES = ['awaiting', 'joined', 'dropped-out'] as const;
export type JoiningState = (typeof JOINING_STATES)[number];
export const JOINING_STATE_LABELS: Record<JoiningState, string> = {
  awaiting: 'Awaiting joining',
  joined: 'Joined',
  'dropped-out': 'Dropped out',
};

/** Days before the joining date on which the candidate and HR are reminded. */
export const JOINING_REMINDER_DAYS = [30, 7, 1] as const;

/** A candidate silent this many days after accepting is at risk. */
export const JOINING_SILENCE_DAYS = 7;

export const JOINING_NOTE_MAX_LENGTH = 1000;

/** Why an accepted offer is on the weekly 'at risk' list. */
export const JOINING_RISKS = [
  { value: 'date-passed', label: 'Joining date passed' },
  { value: 'no-reply', label: `No reply in ${JOINING_SILENCE_DAYS} days` },
  { value: 'documents-missing', label: 'Documents missing' },
] as const;
export type JoiningRisk = (typeof JOINING_RISKS)[number]['value'];
