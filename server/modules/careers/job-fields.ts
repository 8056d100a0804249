import { defaultClosingDate, indiaToday } from '@vistaar/shared/lib/job-dates';
import { parseSkills, type JobPostingInput } from '@vistaar/shared/validation/job-schema';
import { toJob } from './job-views';
import type { JobFields, JobRow } from './jobs-repository';
import { normalizeQuestions, readScreeningQuestions } from './screening-questions';

/** The posting form, checked by the shared schema, with skills normalised to a list. */
export function readJobFields(input: JobPostingInput, current?: JobRow): JobFields {
  // An edit that leaves isActive out keeps the job's state instead of reopening it.
  const isActive = input.isActive ?? (current ? current.is_active === 1 : true);
  const today = indiaToday();
  // Without a closing date a job keeps its own, unless it is being opened after that date
  // passed; then, like a new job, it closes 60 days from today.
  const closesOn =
    input.closesOn ??
    (current && !(isActive && current.closes_on < today)
      ? current.closes_on
      : defaultClosingDate(today));
  return {
    title: input.title,
    department: input.department,
    location: input.location,
    jobType: input.jobType,
    experience: input.experience,
    salaryRange: input.salaryRange,
    skills: parseSkills(input.skills),
    description: input.description,
    isActive,
    closesOn,
    screeningQuestions: input.screeningQuestions
      ? normalizeQuestions(input.screeningQuestions)
      : current
        ? readScreeningQuestions(current.screening_questions)
        : [],
    knockoutStageId:
      input.knockoutStageId === undefined
        ? (current?.knockout_stage_id ?? null)
        : input.knockoutStageId,
  };
}

/** A stored job as the form fields, to compare with an edit. */
export function fieldsOf(row: JobRow): JobFields {
  // The job as visitors read it, less what the form does not hold, with the stored open flag.
  const { id: _id, postedAt: _postedAt, ...fields } = toJob(row);
  return {
    ...fields,
    screeningQuestions: readScreeningQuestions(row.screening_questions),
    knockoutStageId: row.knockout_stage_id,
    isActive: row.is_active === 1,
  };
}

/** Only the fields that changed, each with its value before and after (for the audit log). */
export function changesBetween(before: JobFields, after: JobFields) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof JobFields)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { from: before[key], to: after[key] };
    }
  }
  return changes;
}
