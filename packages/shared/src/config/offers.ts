/** Offer letters: templates, CTC break-ups, approval and the candidate's answer. */

import { PREBOARDING_EVENT_KINDS } from './preboarding';
import type { StaffRole } from './staff-roles';

/** Who drafts and sends offers (for every job: recruiters work them all). */
export const OFFER_DRAFTING_ROLES: readonly StaffRole[] = ['admin', 'hr', 'recruiter'];

/** The parts of a CTC a break-up may name, in the order a letter lists them. */
export const CTC_COMPONENTS = [
  { key: 'basic', label: 'Basic salary' },
  { key: 'hra', label: 'House rent allowance (HRA)' },
  { key: 'special_allowance', label: 'Special allowance' },
  { key: 'employer_pf', label: "Employer's provident fund contribution" },
  { key: 'gratuity', label: 'Gratuity' },
  { key: 'variable_pay', label: 'Variable pay' },
  { key: 'joining_bonus', label: 'Joining bonus' },
] as const;
export type CtcComponentKey = (typeof CTC_COMPONENTS)[number]['key'];
export const CTC_COMPONENT_KEYS = CTC_COMPONENTS.map((component) => component.key);

/**
 * How a structure sizes a part: a percentage of the CTC, a fixed amount, or the balance (what
 * is left of the CTC once the others are counted: exactly one part is the balance).
 */
export const CTC_COMPONENT_KINDS = ['percent', 'amount', 'balance'] as const;
export type CtcComponentKind = (typeof CTC_COMPONENT_KINDS)[number];

/** The placeholders an offer letter template may use, with what each becomes. */
export const OFFER_PLACEHOLDERS = [
  { name: 'candidate.name', label: "Candidate's full name" },
  { name: 'candidate.firstName', label: "Candidate's first name" },
  { name: 'candidate.address', label: "Candidate's address" },
  { name: 'job.title', label: 'Job title' },
  { name: 'offer.designation', label: 'Designation' },
  { name: 'offer.location', label: 'Work location' },
  { name: 'offer.joiningDate', label: 'Joining date' },
  { name: 'offer.validUntil', label: 'Offer valid until' },
  { name: 'offer.reportingManager', label: 'Reporting manager' },
  { name: 'offer.ctc', label: 'CTC (₹18,50,000)' },
  { name: 'offer.ctcInWords', label: 'CTC in words' },
  { name: 'offer.ctcBreakup', label: 'CTC break-up (a table of its own)' },
  { name: 'company.name', label: 'Company name' },
] as const;
export type OfferPlaceholder = (typeof OFFER_PLACEHOLDERS)[number]['name'];

/** The one placeholder that becomes a block (the break-up table) rather than words. */
export const OFFER_BREAKUP_PLACEHOLDER: OfferPlaceholder = 'offer.ctcBreakup';

/** The tags an offer letter template keeps; every other tag is dropped, every attribute too. */
export const OFFER_LETTER_TAGS = ['h2', 'h3', 'p', 'strong', 'em', 'ul', 'ol', 'li', 'br'] as const;

export const OFFER_TEMPLATE_NAME_MAX_LENGTH = 100;
export const OFFER_TEMPLATE_BODY_MAX_LENGTH = 20_000;
export const CTC_STRUCTURE_NAME_MAX_LENGTH = 100;
export const OFFER_TEXT_MAX_LENGTH = 120;
export const OFFER_COMMENT_MAX_LENGTH = 1000;
export const OFFER_APPROVERS_MAX = 5;
/** The largest CTC an offer may carry (₹100 crore a year), as `parseCtc` reads one. */
export const OFFER_CTC_MAX = 1_000_000_000;

/**
 * Where an offer is. draft: being written (also after a refusal or any change);
 * pending: with its approvers, in order; approved: ready to send; sent: with the candidate;
 * accepted, declined, expired (past its validity unanswered), superseded (a revision replaced
 * it) and withdrawn close it.
 */
export const OFFER_STATUSES = [
  'draft',
  'pending',
  'approved',
  'sent',
  'accepted',
  'declined',
  'expired',
  'superseded',
  'withdrawn',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  pending: 'Awaiting approval',
  approved: 'Approved',
  sent: 'Sent to the candidate',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  superseded: 'Replaced by a newer offer',
  withdrawn: 'Withdrawn',
};

/** What an offer's history records. */
export const OFFER_EVENT_KINDS = [
  'drafted',
  'changed',
  'submitted',
  'approved',
  'rejected',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'superseded',
  ...PREBOARDING_EVENT_KINDS,
] as const;
export type OfferEventKind = (typeof OFFER_EVENT_KINDS)[number];
