import {
  INTERVIEW_DURATION_OPTIONS,
  INTERVIEW_MODE_LABELS,
  STAFF_ROLE_LABELS,
  type InterviewMode,
  type StaffRole,
} from '@vistaar/shared/config';
import type { Interview } from '@vistaar/shared/contract';

/** '45 minutes', '1 hour', '1 hour 30 minutes' */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest ? `${rest} minutes` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The lengths an interview may be set for, as a select offers them. */
export const durationOptions = INTERVIEW_DURATION_OPTIONS.map((minutes) => ({
  value: String(minutes),
  label: durationLabel(minutes),
}));

/** Where the interview happens, in a few words. */
export function placeLabel(interview: Pick<Interview, 'mode' | 'videoUrl' | 'location'>): string {
  if (interview.mode === 'video') return interview.videoUrl ?? INTERVIEW_MODE_LABELS.video;
  if (interview.mode === 'in-person')
    return interview.location ?? INTERVIEW_MODE_LABELS['in-person'];
  return 'Phone call to the candidate';
}

export const modeLabel = (mode: InterviewMode) => INTERVIEW_MODE_LABELS[mode];

export const interviewerLabel = (person: { name: string; role: StaffRole }) =>
  `${person.name} (${STAFF_ROLE_LABELS[person.role]})`;
