import type { IntakeItemDetail } from '@vistaar/shared/contract';

/** What the review form's fields hold: the accept body's fields, all as typed text. */
export interface ReviewValues {
  /** The job's id as the select holds it; '0' for the pool. */
  jobId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  jobExperience: string;
  currentEmployer: string;
  currentTitle: string;
  currentCTC: string;
  expectedCTC: string;
  currentLocation: string;
  noticePeriod: string;
  noticeUntil: string;
  servingNotice: boolean;
  skills: string;
  education: string;
  source: string;
  referrerCode: string;
  sourceDetail: string;
  consentSource: string;
}

/** The form's fields in screen order: the server's messages go under them in this order. */
export const REVIEW_FIELDS = [
  'jobId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'currentEmployer',
  'currentTitle',
  'jobExperience',
  'currentCTC',
  'expectedCTC',
  'noticePeriod',
  'noticeUntil',
  'currentLocation',
  'city',
  'state',
  'skills',
  'education',
  'source',
  'referrerCode',
  'sourceDetail',
  'consentSource',
] as const satisfies readonly (keyof ReviewValues)[];

/**
 * The form as a new item opens: each field the resume proposed filled with the proposal,
 * the target from the item, and where the candidate came from as the item's origin says
 * (an e-mail: in writing, by e-mail); the reviewer checks and edits before accepting.
 */
export function reviewDefaults(item: IntakeItemDetail): ReviewValues {
  const proposed = (name: string) => item.proposals[name]?.value ?? '';
  const fromMail = item.origin === 'email';
  return {
    jobId: String(item.jobId ?? 0),
    firstName: proposed('firstName'),
    lastName: proposed('lastName'),
    email: proposed('email'),
    phone: proposed('phone'),
    city: '',
    state: '',
    jobExperience: proposed('jobExperience'),
    currentEmployer: proposed('currentEmployer'),
    currentTitle: proposed('currentTitle'),
    currentCTC: proposed('currentCTC'),
    expectedCTC: proposed('expectedCTC'),
    currentLocation: proposed('currentLocation'),
    noticePeriod: proposed('noticePeriod'),
    noticeUntil: '',
    servingNotice: false,
    skills: proposed('skills'),
    education: proposed('education'),
    source: 'other',
    referrerCode: '',
    sourceDetail: fromMail
      ? `E-mail intake${item.sender ? `: ${item.sender}` : ''}`
      : 'Resume upload',
    consentSource: fromMail ? 'email' : '',
  };
}
