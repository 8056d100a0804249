/**
 * JSON schemas of the e-mail template calls' input: bounds and types only. Required fields,
 * placeholders and the messages come from the shared yup schemas.
 */
import {
  CANDIDATE_EMAIL_BULK_MAX,
  EMAIL_TEMPLATE_BODY_MAX_LENGTH,
  EMAIL_TEMPLATE_NAME_MAX_LENGTH,
  EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH,
} from '@vistaar/shared/config';
import { boundedInteger } from '../../lib/common-schemas';

export { idParamsSchema } from '../../lib/common-schemas';

const recordId = boundedInteger(1, 2_147_483_647);
// Room for surrounding spaces, which the shared schema trims before it counts.
const subject = { type: 'string', maxLength: EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH + 100 } as const;
const body = { type: 'string', maxLength: EMAIL_TEMPLATE_BODY_MAX_LENGTH + 100 } as const;

export const templateBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: EMAIL_TEMPLATE_NAME_MAX_LENGTH + 100 },
    subject,
    body,
  },
} as const;

export const templateStageBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { stageId: recordId },
} as const;

export const candidateEmailBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { templateId: recordId, subject, body },
} as const;

export const emailPreviewBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { applicationId: recordId, ...candidateEmailBodySchema.properties },
} as const;

export const bulkCandidateEmailBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // A generous bound for the parser: past the shared limit the shared message answers.
    ids: { type: 'array', maxItems: CANDIDATE_EMAIL_BULK_MAX * 10, items: recordId },
    ...candidateEmailBodySchema.properties,
  },
} as const;
