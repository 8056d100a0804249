import { array, mixed, number, object, string, type InferType } from 'yup';
import { isIsoDate, recordId } from './common';
import {
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_NOTE_MAX_MENTIONS,
  PIPELINE_BULK_MOVE_MAX,
  PIPELINE_COMMENT_MAX_LENGTH,
  PIPELINE_STAGE_KINDS,
  PIPELINE_STAGE_NAME_MAX_LENGTH,
  REJECTION_REASON_MAX_LENGTH,
  HOLIDAY_NAME_MAX_LENGTH,
  STAGE_LIMIT_MAX_DAYS,
  type PipelineStageKind,
} from '../config/pipeline';

export const pipelineMessages = {
  stageNameRequired: 'Enter a name for the stage',
  stageNameTooLong: `The stage name must be at most ${PIPELINE_STAGE_NAME_MAX_LENGTH} characters long`,
  stageNameTaken: 'Another stage already has this name',
  stageKindInvalid: 'Choose what the stage means: open, hired, rejected or withdrawn',
  stageOrderInvalid: 'List every stage in use exactly once to change the order',
  stageRequired: 'Choose a stage',
  stageUnknown: 'This stage does not exist.',
  stageArchived: 'This stage is archived; choose a stage in use.',
  stageAlreadyArchived: 'This stage is already archived.',
  stageSame: 'The application is already in this stage.',
  stageSameBulk: 'Some of the selected applications are already in this stage.',
  entryStageArchived: 'New applications start in this stage, so it cannot be archived.',
  lastOpenStageArchived: 'This is the last open stage, so it cannot be archived.',
  lastHiredStageArchived:
    'Hired is how an application closes with a hire, and this is the last such stage, so it cannot be archived.',
  lastRejectedStageArchived:
    'Rejected is how an application closes with a reason, and this is the last such stage, so it cannot be archived.',
  lastWithdrawnStageArchived:
    'Withdrawn is how an application closes when the candidate steps back, and this is the last such stage, so it cannot be archived.',
  stageOrderOutcomesLast:
    'Keep Hired, Rejected and Withdrawn after the other stages: they are where an application ends.',
  reasonLabelRequired: 'Enter the reason',
  reasonLabelTooLong: `The reason must be at most ${REJECTION_REASON_MAX_LENGTH} characters long`,
  reasonLabelTaken: 'Another reason already says this',
  lastReasonArchived: 'A rejection must give a reason, so the last reason cannot be archived.',
  reasonAlreadyArchived: 'This reason is already archived.',
  commentTooLong: `The comment must be at most ${PIPELINE_COMMENT_MAX_LENGTH} characters long`,
  rejectionReasonRequired: 'Choose a reason for the rejection',
  rejectionReasonUnknown: 'This rejection reason does not exist.',
  rejectionReasonNotRejected: 'A rejection reason is given only when moving to a rejected stage.',
  applicationsRequired: 'Select at least one application',
  applicationsTooMany: `Move at most ${PIPELINE_BULK_MOVE_MAX} applications at once`,
  applicationsUnknown: 'Some of the selected applications no longer exist.',
  noteRequired: 'Write the note',
  noteTooLong: `The note must be at most ${APPLICATION_NOTE_MAX_LENGTH} characters long`,
  mentionsTooMany: `Mention at most ${APPLICATION_NOTE_MAX_MENTIONS} colleagues in one note`,
  mentionUnknown: 'Mention only active colleagues who can open this application.',
  stageLimitInvalid: `The limit is a whole number of working days from 0 to ${STAGE_LIMIT_MAX_DAYS}`,
  stageLimitClosed: 'Hired, Rejected and Withdrawn end an application, so they take no limit.',
  holidayDateInvalid: 'Enter the date as YYYY-MM-DD',
  holidayNameRequired: 'Enter the name of the holiday',
  holidayNameTooLong: `The name must be at most ${HOLIDAY_NAME_MAX_LENGTH} characters long`,
  holidayTaken: 'This date is already a holiday',
  holidayNotFound: 'This date is not a holiday.',
} as const;

const stageName = string()
  .trim()
  .required(pipelineMessages.stageNameRequired)
  .max(PIPELINE_STAGE_NAME_MAX_LENGTH, pipelineMessages.stageNameTooLong);

/** A new stage; an open step unless said otherwise. */
export const stageCreateSchema = object({
  name: stageName,
  kind: mixed<PipelineStageKind>()
    .oneOf([...PIPELINE_STAGE_KINDS], pipelineMessages.stageKindInvalid)
    .default('open'),
});
export type StageCreateInput = InferType<typeof stageCreateSchema>;

/** A stage's name and its limit in working days (null: none); what is left out stays. */
export const stageRenameSchema = object({
  name: stageName.optional(),
  slaDays: number()
    // An emptied form field means no limit.
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? null : value,
    )
    .typeError(pipelineMessages.stageLimitInvalid)
    .integer(pipelineMessages.stageLimitInvalid)
    .min(0, pipelineMessages.stageLimitInvalid)
    .max(STAGE_LIMIT_MAX_DAYS, pipelineMessages.stageLimitInvalid)
    .nullable()
    .optional()
    .meta({
      description:
        'Working days (Monday-Friday in India, less holidays) an application may stay; null: no limit',
    }),
});
export type StageRenameInput = InferType<typeof stageRenameSchema>;

const reasonLabel = string()
  .trim()
  .required(pipelineMessages.reasonLabelRequired)
  .max(REJECTION_REASON_MAX_LENGTH, pipelineMessages.reasonLabelTooLong);

/** A rejection reason, added or renamed. */
export const rejectionReasonLabelSchema = object({ label: reasonLabel });
export type RejectionReasonInput = InferType<typeof rejectionReasonLabelSchema>;

/** Every stage in use, in the order they should appear. */
export const stageOrderSchema = object({
  ids: array(recordId(pipelineMessages.stageOrderInvalid))
    .required(pipelineMessages.stageOrderInvalid)
    .min(1, pipelineMessages.stageOrderInvalid)
    .max(200, pipelineMessages.stageOrderInvalid)
    .test(
      'distinct',
      pipelineMessages.stageOrderInvalid,
      (ids) => !ids || new Set(ids).size === ids.length,
    ),
});
export type StageOrderInput = InferType<typeof stageOrderSchema>;

const moveFields = {
  stageId: recordId(pipelineMessages.stageRequired),
  comment: string()
    .trim()
    .max(PIPELINE_COMMENT_MAX_LENGTH, pipelineMessages.commentTooLong)
    .optional(),
  rejectionReasonId: recordId(pipelineMessages.rejectionReasonUnknown).optional(),
};

/** Moving one application to another stage. */
export const stageMoveSchema = object(moveFields);
export type StageMoveInput = InferType<typeof stageMoveSchema>;

/** Moving several applications at once: all of them or none. */
export const bulkStageMoveSchema = object({
  ids: array(recordId(pipelineMessages.applicationsUnknown))
    .required(pipelineMessages.applicationsRequired)
    .min(1, pipelineMessages.applicationsRequired)
    .max(PIPELINE_BULK_MOVE_MAX, pipelineMessages.applicationsTooMany),
  ...moveFields,
});
export type BulkStageMoveInput = InferType<typeof bulkStageMoveSchema>;

/** A staff note on an application, naming the colleagues who should read it. */
export const applicationNoteSchema = object({
  text: string()
    .trim()
    .required(pipelineMessages.noteRequired)
    .max(APPLICATION_NOTE_MAX_LENGTH, pipelineMessages.noteTooLong),
  mentionIds: array(recordId(pipelineMessages.mentionUnknown))
    .max(APPLICATION_NOTE_MAX_MENTIONS, pipelineMessages.mentionsTooMany)
    .default([]),
});
export type ApplicationNoteInput = InferType<typeof applicationNoteSchema>;

/** A public holiday: no working day for stage limits. */
export const holidayCreateSchema = object({
  day: string()
    .trim()
    .required(pipelineMessages.holidayDateInvalid)
    .max(10, pipelineMessages.holidayDateInvalid)
    .test('iso-date', pipelineMessages.holidayDateInvalid, (value) => isIsoDate(value))
    .meta({ description: 'The day in India, YYYY-MM-DD' }),
  name: string()
    .trim()
    .required(pipelineMessages.holidayNameRequired)
    .max(HOLIDAY_NAME_MAX_LENGTH, pipelineMessages.holidayNameTooLong),
});
export type HolidayInput = InferType<typeof holidayCreateSchema>;
