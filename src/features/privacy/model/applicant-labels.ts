import type { ApplicantFields } from '@vistaar/shared/contract';
import type { ApplicantStatus } from '@vistaar/shared/config';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-04' or an ISO instant (read as a day in India) -> '4 Mar 2026'. */
export function formatDay(value: string): string {
  const day = value.length === 10 ? value : indiaDateOf(value);
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** What each status means for the applicant, in a sentence. */
export const STATUS_EXPLANATIONS: Record<ApplicantStatus, string> = {
  Received: 'We have your application. A recruiter will read it soon.',
  'Under review': 'A recruiter is looking at your application.',
  Interviewing: 'You are in the interview stage. We will contact you about each interview.',
  Offer: 'We have made you an offer. Our HR team will be in touch.',
  Closed: 'This application is closed. Thank you for your interest in us.',
};

/** The fields as the page lists them, in the application form's order and words. */
export const FIELD_LABELS: {
  key: Exclude<keyof ApplicantFields, 'screeningAnswers'>;
  label: string;
}[] = [
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone Number' },
  { key: 'dob', label: 'Date of Birth' },
  { key: 'gender', label: 'Gender' },
  { key: 'address', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'jobExperience', label: 'Experience' },
  { key: 'currentCTC', label: 'Current CTC' },
  { key: 'expectedCTC', label: 'Expected CTC' },
  { key: 'currentEmployer', label: 'Current Employer' },
  { key: 'currentLocation', label: 'Current Location' },
  { key: 'noticePeriod', label: 'Notice Period' },
  { key: 'cameFrom', label: 'How you found the job' },
];

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The private link's token, read from the address (never written into the page). */
export function tokenFromAddress(): string {
  return window.location.pathname.split('/').filter(Boolean).pop() ?? '';
}
