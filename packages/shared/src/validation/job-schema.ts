import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE_LEVELS,
  JOB_LOCATIONS,
  JOB_TYPES,
} from '../config/options';
import { JOB_MAX_OPEN_DAYS } from '../config/constants';
import { addDays, indiaToday } from '../lib/job-dates';
import { isIsoDate, recordId } from './common';
import { screeningMessages, screeningQuestionsField } from './screening-schema';

export const jobMessages = {
  titleRequired: 'Job title is required',
  departmentRequired: 'Department is required',
  locationRequired: 'Location is required',
  jobTypeRequired: 'Job type is required',
  experienceRequired: 'Experience requirement is required',
  salaryRangeRequired: 'Salary range is required',
  skillsRequired: 'Skills are required',
  descriptionRequired: 'Job description is required',
  formInvalid: 'Please fix the errors below before submitting.',
  closesOnInvalid: 'Please enter a valid closing date',
  closesOnPast: 'The closing date cannot be in the past',
  closesOnTooFar: `The closing date must be within ${JOB_MAX_OPEN_DAYS} days from today`,
} as const;

/** "React, Node.js , ,SQL" or ['React', 'Node.js'] -> ['React', 'Node.js', 'SQL']. */
export function parseSkills(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of parts) {
    // Only text (or a number typed as a skill): a list nested in the list is no skill, and
    // turning one into text could recurse as deep as it nests.
    if (typeof part !== 'string' && typeof part !== 'number') continue;
    const skill = String(part).trim();
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  return skills;
}

/** The post-job form; the server normalises `skills` to a list with the same rules. */
export const jobPostingSchema = object({
  title: string().trim().max(120).required(jobMessages.titleRequired),
  department: string()
    .trim()
    .required(jobMessages.departmentRequired)
    .oneOf([...JOB_DEPARTMENTS], jobMessages.departmentRequired),
  location: string()
    .trim()
    .required(jobMessages.locationRequired)
    .oneOf([...JOB_LOCATIONS], jobMessages.locationRequired),
  jobType: string()
    .trim()
    .required(jobMessages.jobTypeRequired)
    .oneOf([...JOB_TYPES], jobMessages.jobTypeRequired),
  experience: string()
    .trim()
    .required(jobMessages.experienceRequired)
    .oneOf([...JOB_EXPERIENCE_LEVELS], jobMessages.experienceRequired),
  salaryRange: string().trim().max(60).required(jobMessages.salaryRangeRequired),
  skills: mixed<string | string[]>()
    .test(
      'skills-text',
      jobMessages.skillsRequired,
      (value) =>
        value === undefined ||
        value === null ||
        typeof value === 'string' ||
        (Array.isArray(value) && value.every((part) => typeof part === 'string')),
    )
    .test('skills-required', jobMessages.skillsRequired, (value) => parseSkills(value).length > 0)
    .test(
      'skills-bounded',
      'Please list at most 30 skills of up to 40 characters each',
      (value) => {
        const skills = parseSkills(value);
        return skills.length <= 30 && skills.every((skill) => skill.length <= 40);
      },
    )
    .required(jobMessages.skillsRequired)
    .meta({
      description: 'A comma-separated list or a list of skills',
      jsonSchema: {
        anyOf: [
          { type: 'string', maxLength: 2000 },
          { type: 'array', maxItems: 60, items: { type: 'string', maxLength: 100 } },
        ],
      },
    }),
  description: string().trim().max(8000).required(jobMessages.descriptionRequired),
  // Left out, a new job is published and an edited one keeps its state (the server decides).
  isActive: boolean(),
  // Optional, so callers that do not know it still post: the job then closes 60 days after
  // it is posted. A job being published must close today or later (India's calendar).
  closesOn: string()
    .trim()
    .transform((value: string) => value || undefined)
    .test('closes-on-date', jobMessages.closesOnInvalid, (value) => !value || isIsoDate(value))
    .test(
      'closes-on-within-limit',
      jobMessages.closesOnTooFar,
      (value) => !isIsoDate(value) || value <= addDays(indiaToday(), JOB_MAX_OPEN_DAYS),
    )
    .meta({ description: 'YYYY-MM-DD; default 60 days' })
    .when('isActive', {
      is: (active: boolean | undefined) => active !== false,
      then: (schema) =>
        schema.test(
          'closes-on-not-past',
          jobMessages.closesOnPast,
          (value) => !isIsoDate(value) || value >= indiaToday(),
        ),
    }),
  // Left out (callers that predate them), an edit keeps the job's questions and stage.
  screeningQuestions: screeningQuestionsField,
  knockoutStageId: number()
    // The form's select holds '' for the default stage.
    .transform((value, original) => (original === '' ? null : value))
    .integer(screeningMessages.knockoutStageInvalid)
    .positive(screeningMessages.knockoutStageInvalid)
    .max(2_147_483_647, screeningMessages.knockoutStageInvalid)
    .typeError(screeningMessages.knockoutStageInvalid)
    .nullable()
    .meta({ description: 'Where knocked-out applications go; null: Screening' }),
});

export type JobPostingInput = InferType<typeof jobPostingSchema>;

/** At most this many hiring managers on one job. */
export const JOB_MAX_HIRING_MANAGERS = 10;

export const hiringManagerMessages = {
  unknown: 'Hiring managers must be active staff members with the hiring manager role.',
  tooMany: `Choose at most ${JOB_MAX_HIRING_MANAGERS} hiring managers`,
  recruiterUnknown:
    'The recruiter must be an active staff member with the recruiter or admin role.',
};

/**
 * A job's hiring team, set by an admin or recruiter: its hiring managers (an empty list removes
 * them all) and its owning recruiter.
 */
export const jobHiringManagersSchema = object({
  staffIds: array(recordId(hiringManagerMessages.unknown))
    .required(hiringManagerMessages.unknown)
    .max(JOB_MAX_HIRING_MANAGERS, hiringManagerMessages.tooMany),
  // Left out, the job keeps its recruiter; null leaves the job without one.
  recruiterId: recordId(hiringManagerMessages.recruiterUnknown)
    .nullable()
    .optional()
    // A select's 'None' is an empty text.
    .transform((value: unknown, original: unknown) => (original === '' ? null : value)),
});
export type JobHiringManagersInput = InferType<typeof jobHiringManagersSchema>;
