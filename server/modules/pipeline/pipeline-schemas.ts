/**
 * JSON schemas of the pipeline calls' input: bounds and types only. Required fields and the
 * messages come from the shared yup schemas, so a missing name answers 'Enter a name for the stage'.
 */
import {
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_NOTE_MAX_MENTIONS,
  PIPELINE_BULK_MOVE_MAX,
  PIPELINE_COMMENT_MAX_LENGTH,
  PIPELINE_STAGE_KINDS,
  PIPELINE_STAGE_NAME_MAX_LENGTH,
  REJECTION_REASON_MAX_LENGTH,
} from '@vistaar/shared/config';
import { boundedInteger } from '../../lib/common-schemas';

export { idParamsSchema } from '../../lib/common-schemas';

const recordId = boundedInteger(1, 2_147_483_647);
// Room for surrounding spaces, which the shared schema trims before it counts.
const stageName = { type: 'string', maxLength: PIPELINE_STAGE_NAME_MAX_LENGTH + 100 } as const;

export const stageCreateBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: stageName,
    kind: { type: 'string', enum: PIPELINE_STAGE_KINDS, default: 'open' },
  },
} as const;

export const stageRenameBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: stageName },
} as const;

export const rejectionReasonBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { label: { type: 'string', maxLength: REJECTION_REASON_MAX_LENGTH + 100 } },
} as const;

export const stageOrderBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ids: { type: 'array', maxItems: 200, items: recordId } },
} as const;

const moveProperties = {
  stageId: recordId,
  comment: { type: 'string', maxLength: PIPELINE_COMMENT_MAX_LENGTH + 100 },
  rejectionReasonId: recordId,
} as const;

export const stageMoveBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: moveProperties,
} as const;

export const bulkStageMoveBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // A generous bound for the parser: past the shared limit the shared message answers.
    ids: { type: 'array', maxItems: PIPELINE_BULK_MOVE_MAX * 10, items: recordId },
    ...moveProperties,
  },
} as const;

export const applicationNoteBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    text: { type: 'string', maxLength: APPLICATION_NOTE_MAX_LENGTH + 100 },
    // Past the shared limit the shared message answers.
    mentionIds: { type: 'array', maxItems: APPLICATION_NOTE_MAX_MENTIONS * 10, items: recordId },
  },
} as const;
