import { array, object, string, type InferType } from 'yup';
import { recordId } from './common';
import {
  CANDIDATE_EMAIL_BULK_MAX,
  EMAIL_TEMPLATE_BODY_MAX_LENGTH,
  EMAIL_TEMPLATE_NAME_MAX_LENGTH,
  EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH,
  SCHEDULED_EMAIL_MAX_DAYS,
} from '../config/email-templates';
import { hasControlCharacters, unknownPlaceholders } from '../lib/email-template';

export const emailTemplateMessages = {
  nameRequired: 'Enter a name for the template',
  nameTooLong: `The name must be at most ${EMAIL_TEMPLATE_NAME_MAX_LENGTH} characters long`,
  nameTaken: 'Another template already has this name',
  subjectRequired: 'Enter the subject',
  subjectTooLong: `The subject must be at most ${EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH} characters long`,
  subjectOneLine: 'The subject must be one line',
  bodyRequired: 'Write the e-mail',
  bodyTooLong: `The e-mail must be at most ${EMAIL_TEMPLATE_BODY_MAX_LENGTH} characters long`,
  stageRequired: 'Choose a stage',
  stageTaken: (template: string) =>
    `This stage already proposes the template '${template}'. Detach it from there first.`,
  templateRequired: 'Choose a template or write the subject and the e-mail',
  templateUnknown: 'This template does not exist.',
  templateArchived: 'This template is archived; choose one in use.',
  applicationRequired: 'Choose an application',
  missingValue: (names: string[]) =>
    `This application has no value for ${names.map((name) => `{{${name}}}`).join(', ')}. Edit the text before sending.`,
  recipientsRequired: 'Choose at least one candidate to e-mail',
  sendAtInvalid: 'Choose a valid date and time to send it',
  sendAtPast: 'Choose a time in the future',
  sendAtTooFar: `Choose a time within ${SCHEDULED_EMAIL_MAX_DAYS} days`,
  onlyRejections:
    'Only a rejection can be scheduled: move the application to a rejected stage first.',
  scheduledNotFound: 'This scheduled e-mail does not exist.',
  scheduledAlreadySent: 'This e-mail has already been sent, so it can no longer be cancelled.',
  recipientsTooMany: `E-mail at most ${CANDIDATE_EMAIL_BULK_MAX} candidates at once; choose fewer and send the rest in another e-mail.`,
  recipientsUnknown: 'Some of the chosen applications no longer exist.',
  missingValueFor: (candidates: string[], names: string[]) =>
    `${candidates.join(', ')} ${candidates.length === 1 ? 'has' : 'have'} no value for ${names.map((name) => `{{${name}}}`).join(', ')}. Edit the text before sending.`,
} as const;

/** The message for a text that names placeholders nobody fills in. */
export function unknownPlaceholderMessage(names: string[]): string {
  const listed = names.map((name) => `{{${name}}}`).join(', ');
  return names.length === 1
    ? `Unknown placeholder ${listed}. Use one of the placeholders listed.`
    : `Unknown placeholders ${listed}. Use only the placeholders listed.`;
}

const knownPlaceholders = string().test('known-placeholders', (value, context) => {
  const unknown = unknownPlaceholders(value ?? '');
  return (
    unknown.length === 0 || context.createError({ message: unknownPlaceholderMessage(unknown) })
  );
});

const subject = knownPlaceholders
  .trim()
  .required(emailTemplateMessages.subjectRequired)
  .max(EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH, emailTemplateMessages.subjectTooLong)
  .test(
    'one-line',
    emailTemplateMessages.subjectOneLine,
    (value) => !value || !hasControlCharacters(value),
  );

const body = knownPlaceholders
  .trim()
  .required(emailTemplateMessages.bodyRequired)
  .max(EMAIL_TEMPLATE_BODY_MAX_LENGTH, emailTemplateMessages.bodyTooLong);

/** A template as staff write it: the same rules in the editor and on the server. */
export const emailTemplateSchema = object({
  name: string()
    .trim()
    .required(emailTemplateMessages.nameRequired)
    .max(EMAIL_TEMPLATE_NAME_MAX_LENGTH, emailTemplateMessages.nameTooLong),
  subject,
  body,
});
export type EmailTemplateInput = InferType<typeof emailTemplateSchema>;

export const emailTemplateStageSchema = object({
  stageId: recordId(emailTemplateMessages.stageRequired),
});
export type EmailTemplateStageInput = InferType<typeof emailTemplateStageSchema>;

/**
 * An e-mail to a candidate: a template, or the subject and text written (or edited) for this
 * one e-mail, which pass the same checks as a template's.
 */
export const candidateEmailSchema = object({
  templateId: recordId(emailTemplateMessages.templateUnknown).optional(),
  subject: subject.optional(),
  body: body.optional(),
}).test('template-or-text', emailTemplateMessages.templateRequired, (value, context) =>
  value.templateId !== undefined || (value.subject !== undefined && value.body !== undefined)
    ? true
    : context.createError({
        path: value.subject === undefined ? 'subject' : 'body',
        message: emailTemplateMessages.templateRequired,
      }),
);
export type CandidateEmailInput = InferType<typeof candidateEmailSchema>;

/** A preview: for one application (else with sample values), of a template or of text being written. */
export const emailPreviewSchema = object({
  applicationId: recordId(emailTemplateMessages.applicationRequired).optional(),
}).concat(candidateEmailSchema);
export type EmailPreviewInput = InferType<typeof emailPreviewSchema>;

/**
 * One e-mail to the candidates of several applications (after a bulk move): a template, or the
 * subject and text written for this send, filled in for each candidate.
 */
export const bulkCandidateEmailSchema = object({
  ids: array(recordId(emailTemplateMessages.recipientsUnknown))
    .required(emailTemplateMessages.recipientsRequired)
    .min(1, emailTemplateMessages.recipientsRequired)
    .max(CANDIDATE_EMAIL_BULK_MAX, emailTemplateMessages.recipientsTooMany),
}).concat(candidateEmailSchema);
export type BulkCandidateEmailInput = InferType<typeof bulkCandidateEmailSchema>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A candidate e-mail to send later (a rejection): the template or text as for sending now, and
 * when; left out, the next working day at 10:00 India time.
 */
export const scheduledEmailSchema = object({
  sendAt: string()
    .trim()
    .test(
      'send-at-instant',
      emailTemplateMessages.sendAtInvalid,
      (value) =>
        value === undefined || (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))),
    )
    .test(
      'send-at-future',
      emailTemplateMessages.sendAtPast,
      (value) => value === undefined || !(Date.parse(value) <= Date.now()),
    )
    .test(
      'send-at-near',
      emailTemplateMessages.sendAtTooFar,
      (value) =>
        value === undefined ||
        !(Date.parse(value) > Date.now() + SCHEDULED_EMAIL_MAX_DAYS * 86_400_000),
    )
    .meta({ description: 'ISO-8601 instant; default the next working day, 10:00 IST' }),
}).concat(candidateEmailSchema);
export type ScheduledEmailInput = InferType<typeof scheduledEmailSchema>;
