import { number, object, string, type InferType } from 'yup';
import { manualCandidateSchema } from './candidate-schema';

export const intakeMessages = {
  jobInvalid: 'Choose a job or the pool.',
  discardReasonRequired: 'Give the reason for discarding this resume.',
  discardReasonTooLong: 'Use at most 500 characters.',
  filesRequired: 'Choose one or more resumes (PDF, DOC, DOCX) or one zip file of them.',
  tooLong: 'Use at most 1000 characters.',
} as const;

const m = intakeMessages;

/** Where an intake item goes: a job's id, or 0 for the pool (a general application). */
const intakeTargetField = () =>
  number()
    .typeError(m.jobInvalid)
    .integer(m.jobInvalid)
    .min(0, m.jobInvalid)
    .max(2_147_483_647, m.jobInvalid)
    .default(0)
    .meta({ description: "The job's id; 0 for the pool" });

/** The fields sent beside the files of an upload to the intake. */
export const intakeUploadSchema = object({ jobId: intakeTargetField() });

/**
 * A reviewed intake item, accepted: the candidate's details as the reviewer left them (what
 * the resume proposed, checked or edited), the job or the pool, where the candidate came from
 * and how their consent was obtained; the title, skills and education go on a note.
 */
export const intakeAcceptSchema = manualCandidateSchema.shape({
  jobId: intakeTargetField(),
  currentTitle: string().trim().max(120).default(''),
  skills: string().trim().max(1000, m.tooLong).default(''),
  education: string().trim().max(300).default(''),
});

export type IntakeAcceptInput = InferType<typeof intakeAcceptSchema>;

export const intakeDiscardSchema = object({
  reason: string().trim().required(m.discardReasonRequired).max(500, m.discardReasonTooLong),
});

export type IntakeDiscardInput = InferType<typeof intakeDiscardSchema>;
