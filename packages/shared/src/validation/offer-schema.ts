import { array, mixed, number, object, string, type InferType } from 'yup';
import {
  CTC_COMPONENT_KEYS,
  CTC_COMPONENT_KINDS,
  CTC_STRUCTURE_NAME_MAX_LENGTH,
  OFFER_APPROVERS_MAX,
  OFFER_COMMENT_MAX_LENGTH,
  OFFER_CTC_MAX,
  OFFER_PLACEHOLDERS,
  OFFER_TEMPLATE_BODY_MAX_LENGTH,
  OFFER_TEMPLATE_NAME_MAX_LENGTH,
  OFFER_TEXT_MAX_LENGTH,
  type CtcComponentKey,
  type CtcComponentKind,
} from '../config/offers';
import { basisPoints } from '../lib/ctc/breakup';
import { indiaToday } from '../lib/job-dates/india-date';
import { isIsoDate, recordId } from './common';

export const offerMessages = {
  templateNameRequired: 'Enter a name for the template',
  templateNameTooLong: `The name must be at most ${OFFER_TEMPLATE_NAME_MAX_LENGTH} characters long`,
  templateNameTaken: 'Another offer template already has this name',
  templateBodyRequired: 'Write the letter',
  templateBodyTooLong: `The letter must be at most ${OFFER_TEMPLATE_BODY_MAX_LENGTH} characters long`,
  templateNotFound: 'This offer template does not exist.',
  templateArchived: 'This offer template is archived; choose one in use.',
  structureNameRequired: 'Enter a name for the structure',
  structureNameTooLong: `The name must be at most ${CTC_STRUCTURE_NAME_MAX_LENGTH} characters long`,
  structureNameTaken: 'Another CTC structure already has this name',
  structureNotFound: 'This CTC structure does not exist.',
  structureArchived: 'This CTC structure is archived; choose one in use.',
  componentsRequired: 'Add at least one part to the structure',
  componentUnknown: 'Choose a part of the CTC from the list',
  componentTwice: 'Each part of the CTC may appear only once',
  kindUnknown: 'Choose a percentage, an amount or the balance',
  oneBalance: 'Make exactly one part the balance: it takes what is left of the CTC',
  percentRange: 'Enter a percentage above 0 and at most 100, with at most two decimals',
  amountRange: 'Enter an amount in whole rupees, 0 or more',
  percentOver: 'The percentages add up to more than 100%',
  ctcRequired: 'Enter the CTC in rupees a year',
  ctcRange: `Enter the CTC in whole rupees a year, more than 0 and at most ₹${OFFER_CTC_MAX.toLocaleString('en-IN')}`,
  designationRequired: 'Enter the designation',
  locationRequired: 'Enter the work location',
  managerRequired: 'Enter the reporting manager',
  textTooLong: `At most ${OFFER_TEXT_MAX_LENGTH} characters`,
  joiningDateRequired: 'Choose the joining date',
  joiningDatePast: 'Choose a joining date after today',
  validUntilRequired: 'Choose the date the offer is valid until',
  validUntilPast: 'Choose today or a later date',
  validUntilAfterJoining: 'The offer must end on or before the joining date',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  commentTooLong: `The comment must be at most ${OFFER_COMMENT_MAX_LENGTH} characters long`,
  rejectCommentRequired: 'Say why, so the recruiter knows what to change',
  approversRequired: 'Choose at least one approver',
  approversTooMany: `Choose at most ${OFFER_APPROVERS_MAX} approvers`,
  approverTwice: 'Each approver may appear only once in the chain',
  approverUnknown: 'Choose an active staff member who is not an interviewer',
  ruleScope: 'Choose a job, or a CTC band (from, to or both), for this approval chain',
  bandOrder: 'The upper end of the band must be above its lower end',
  ruleNotFound: 'This approval chain does not exist.',
  jobUnknown: 'This job does not exist.',
  fullNameRequired: 'Type your full name to accept',
  fullNameMismatch: 'Type your full name exactly as the offer letter gives it',
  acceptRequired: 'Tick the box to accept the offer',
  reasonTooLong: `The reason must be at most ${OFFER_COMMENT_MAX_LENGTH} characters long`,
} as const;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN = new Set<string>(OFFER_PLACEHOLDERS.map((placeholder) => placeholder.name));

/** The placeholders a letter names that no offer fills in. */
export const unknownOfferPlaceholders = (text: string) => [
  ...new Set(
    [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !KNOWN.has(name)),
  ),
];

export const unknownOfferPlaceholderMessage = (names: string[]) =>
  `Unknown placeholder${names.length === 1 ? '' : 's'} ${names.map((name) => `{{${name}}}`).join(', ')}. Insert placeholders from the menu.`;

export const offerTemplateSchema = object({
  name: string()
    .trim()
    .required(offerMessages.templateNameRequired)
    .max(OFFER_TEMPLATE_NAME_MAX_LENGTH, offerMessages.templateNameTooLong),
  body: string()
    .trim()
    .required(offerMessages.templateBodyRequired)
    .max(OFFER_TEMPLATE_BODY_MAX_LENGTH, offerMessages.templateBodyTooLong)
    .test('known-placeholders', (value, context) => {
      const unknown = unknownOfferPlaceholders(value ?? '');
      return (
        unknown.length === 0 ||
        context.createError({ message: unknownOfferPlaceholderMessage(unknown) })
      );
    }),
});
export type OfferTemplateInput = InferType<typeof offerTemplateSchema>;

const componentSchema = object({
  key: mixed<CtcComponentKey>()
    .oneOf(CTC_COMPONENT_KEYS, offerMessages.componentUnknown)
    .required(offerMessages.componentUnknown),
  kind: mixed<CtcComponentKind>()
    .oneOf(CTC_COMPONENT_KINDS, offerMessages.kindUnknown)
    .required(offerMessages.kindUnknown),
  value: number()
    .typeError(offerMessages.amountRange)
    .required(offerMessages.amountRange)
    .when('kind', {
      is: 'percent',
      then: (schema) =>
        schema.test(
          'percent',
          offerMessages.percentRange,
          (value) => value > 0 && value <= 100 && Math.abs(basisPoints(value) - value * 100) < 1e-6,
        ),
      otherwise: (schema) =>
        schema.test(
          'amount',
          offerMessages.amountRange,
          (value) => Number.isInteger(value) && value >= 0 && value <= OFFER_CTC_MAX,
        ),
    }),
});

export const ctcStructureSchema = object({
  name: string()
    .trim()
    .required(offerMessages.structureNameRequired)
    .max(CTC_STRUCTURE_NAME_MAX_LENGTH, offerMessages.structureNameTooLong),
  components: array(componentSchema)
    .required(offerMessages.componentsRequired)
    .min(1, offerMessages.componentsRequired)
    .max(CTC_COMPONENT_KEYS.length, offerMessages.componentTwice)
    .test(
      'unique',
      offerMessages.componentTwice,
      (parts) => new Set(parts.map((part) => part?.key)).size === parts.length,
    )
    .test(
      'one-balance',
      offerMessages.oneBalance,
      (parts) => parts.filter((part) => part?.kind === 'balance').length === 1,
    )
    .test(
      'percent-sum',
      offerMessages.percentOver,
      (parts) =>
        parts
          .filter((part) => part?.kind === 'percent' && typeof part.value === 'number')
          .reduce((sum, part) => sum + basisPoints(part.value), 0) <= 10_000,
    ),
});
export type CtcStructureInput = InferType<typeof ctcStructureSchema>;

const isoDate = (required: string) =>
  string()
    .trim()
    .required(required)
    .test('iso-date', offerMessages.dateInvalid, (value) => isIsoDate(value));

const offerText = (required: string) =>
  string().trim().required(required).max(OFFER_TEXT_MAX_LENGTH, offerMessages.textTooLong);

/**
 * An offer as the recruiter drafts it. The break-up comes from the structure unless typed
 * line by line (then its lines must add up to the CTC: checked with the CTC on the server).
 */
export const offerDraftSchema = object({
  templateId: recordId(offerMessages.templateNotFound),
  ctcStructureId: recordId(offerMessages.structureNotFound),
  ctc: number()
    .typeError(offerMessages.ctcRange)
    .required(offerMessages.ctcRequired)
    .integer(offerMessages.ctcRange)
    .min(1, offerMessages.ctcRange)
    .max(OFFER_CTC_MAX, offerMessages.ctcRange),
  designation: offerText(offerMessages.designationRequired),
  location: offerText(offerMessages.locationRequired),
  reportingManager: offerText(offerMessages.managerRequired),
  joiningDate: isoDate(offerMessages.joiningDateRequired).test(
    'future',
    offerMessages.joiningDatePast,
    (value) => !isIsoDate(value) || value > indiaToday(),
  ),
  validUntil: isoDate(offerMessages.validUntilRequired)
    .test(
      'not-past',
      offerMessages.validUntilPast,
      (value) => !isIsoDate(value) || value >= indiaToday(),
    )
    .test(
      'before-joining',
      offerMessages.validUntilAfterJoining,
      (value, context) =>
        !isIsoDate(value) ||
        !isIsoDate(context.parent.joiningDate) ||
        value <= (context.parent.joiningDate as string),
    ),
  breakup: array(
    object({
      key: mixed<CtcComponentKey>()
        .oneOf(CTC_COMPONENT_KEYS, offerMessages.componentUnknown)
        .required(offerMessages.componentUnknown),
      amount: number()
        .typeError(offerMessages.amountRange)
        .required(offerMessages.amountRange)
        .integer(offerMessages.amountRange)
        .min(0, offerMessages.amountRange)
        .max(OFFER_CTC_MAX, offerMessages.amountRange),
    }),
  )
    .max(CTC_COMPONENT_KEYS.length, offerMessages.componentTwice)
    .test(
      'unique',
      offerMessages.componentTwice,
      (lines) => !lines || new Set(lines.map((line) => line?.key)).size === lines.length,
    )
    .optional()
    .default(undefined),
});
export type OfferDraftInput = InferType<typeof offerDraftSchema>;

const comment = string().trim().max(OFFER_COMMENT_MAX_LENGTH, offerMessages.commentTooLong);

export const offerApproveSchema = object({ comment: comment.optional().default('') });
export type OfferApproveInput = InferType<typeof offerApproveSchema>;

export const offerRejectSchema = object({
  comment: comment.required(offerMessages.rejectCommentRequired),
});
export type OfferRejectInput = InferType<typeof offerRejectSchema>;

const money = number()
  .typeError(offerMessages.ctcRange)
  .integer(offerMessages.ctcRange)
  .min(0, offerMessages.ctcRange)
  .max(OFFER_CTC_MAX, offerMessages.ctcRange);

/** An approval chain: for one job, or for offers whose CTC falls in a band; approvers in order. */
export const offerApprovalRuleSchema = object({
  jobId: recordId(offerMessages.jobUnknown).nullable().optional().default(null),
  minCtc: money.nullable().optional().default(null),
  maxCtc: money.nullable().optional().default(null),
  approverIds: array(recordId(offerMessages.approverUnknown))
    .required(offerMessages.approversRequired)
    .min(1, offerMessages.approversRequired)
    .max(OFFER_APPROVERS_MAX, offerMessages.approversTooMany)
    .test('unique', offerMessages.approverTwice, (ids) => new Set(ids).size === ids.length),
})
  .test('scope', (rule, context) =>
    rule.jobId !== null || rule.minCtc !== null || rule.maxCtc !== null
      ? true
      : context.createError({ path: 'jobId', message: offerMessages.ruleScope }),
  )
  .test('band', (rule, context) =>
    rule.minCtc === null || rule.maxCtc === null || rule.maxCtc > rule.minCtc
      ? true
      : context.createError({ path: 'maxCtc', message: offerMessages.bandOrder }),
  );
export type OfferApprovalRuleInput = InferType<typeof offerApprovalRuleSchema>;

/** A ticked box as JSON (true) or as a posted form ('on'). */
const ticked = mixed<boolean | string>()
  .transform((value: unknown) => value === true || value === 'on' || value === 'true')
  .test('ticked', offerMessages.acceptRequired, (value) => value === true);

/** The candidate's acceptance: their full name typed, and the box ticked. */
export const offerAcceptSchema = object({
  fullName: string()
    .trim()
    .required(offerMessages.fullNameRequired)
    .max(200, offerMessages.fullNameMismatch),
  accept: ticked,
});
export type OfferAcceptInput = InferType<typeof offerAcceptSchema>;

export const offerDeclineSchema = object({
  reason: string()
    .trim()
    .max(OFFER_COMMENT_MAX_LENGTH, offerMessages.reasonTooLong)
    .optional()
    .default(''),
});
export type OfferDeclineInput = InferType<typeof offerDeclineSchema>;
