import { boolean, number, object, string, type InferType } from 'yup';
import { CONSENT_SOURCES } from '../config/candidates';
import { filterDay } from './applications-filter-schema';
import { recordId } from './common';

export const talentPoolMessages = {
  searchTooLong: 'Use at most 200 characters.',
  listTooLong: 'Use at most 200 characters, commas between.',
  experienceInvalid: 'The experience is a number of years from 0 to 60.',
  experienceReversed: 'The most years must not be below the fewest.',
  noticeInvalid: 'The notice period is a whole number of days from 0 to 365.',
  ctcInvalid: 'The expected CTC is a whole number of rupees a year.',
  keptInvalid: 'Use true or false.',
  pageInvalid: 'The page is a whole number from 1.',
  pageSizeInvalid: 'Show from 1 to 100 candidates a page.',
  jobRequired: 'Choose a job from the list.',
  consentSourceRequired: 'Choose how the candidate agreed to be considered for this job.',
  listRequired: 'Choose a saved list.',
  candidateRequired: 'Choose a candidate.',
  listNameRequired: 'Enter a name for the list.',
  listNameTooLong: 'Use at most 80 characters.',
  tagRequired: 'Enter a tag.',
  tagTooLong: 'Use at most 40 characters.',
} as const;

const m = talentPoolMessages;

// Years to one decimal, as the search keeps them: a value finer than that (5e-324) would
// reach PostgreSQL as a number its double precision type refuses.
const years = number()
  .typeError(m.experienceInvalid)
  .transform((value: number) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : value))
  .min(0, m.experienceInvalid)
  .max(60, m.experienceInvalid);
const wholeNumber = (message: string, min: number, max: number) =>
  number().typeError(message).integer(message).min(min, message).max(max, message);

/** The talent pool's search: words, filters and a page (the screen keeps them in its URL). */
export const talentPoolQuerySchema = object({
  search: string().trim().max(200, m.searchTooLong).default('').meta({
    description:
      'Words searched in names, skills, resume text, notes and fields; the last word also matches as a prefix',
  }),
  skills: string().trim().max(200, m.listTooLong).default('').meta({
    description: 'Skills the candidate has, all of them, commas between (C++, React.js)',
  }),
  minExperience: years.meta({ description: 'At least this many years of experience' }),
  maxExperience: years
    .test('not-below-min', m.experienceReversed, (value, context) => {
      const min = (context.parent as { minExperience?: number }).minExperience;
      return value === undefined || typeof min !== 'number' || value >= min;
    })
    .meta({ description: 'At most this many years of experience' }),
  maxNoticeDays: wholeNumber(m.noticeInvalid, 0, 365).meta({
    description: 'A notice period of at most this many days',
  }),
  maxExpectedCtc: wholeNumber(m.ctcInvalid, 0, 1_000_000_000).meta({
    description: 'Expected CTC at most this many rupees a year',
  }),
  location: string().trim().max(100, m.searchTooLong).default('').meta({
    description: 'Part of the current location',
  }),
  activeSince: filterDay.meta({
    description: 'Applied or had a note, move or other event on or after this day, YYYY-MM-DD',
  }),
  tags: string().trim().max(200, m.listTooLong).default('').meta({
    description: 'Tags the candidate has, all of them, commas between',
  }),
  keptForOtherRoles: boolean().typeError(m.keptInvalid).meta({
    description: 'true: only candidates who agreed to be kept for other roles',
  }),
  page: wholeNumber(m.pageInvalid, 1, 100_000).default(1),
  limit: wholeNumber(m.pageSizeInvalid, 1, 100).default(20),
});
export type TalentPoolQuery = InferType<typeof talentPoolQuerySchema>;

/** Adding a pool candidate to a job: the candidate is e-mailed the privacy notice. */
export const poolAddToJobSchema = object({
  jobId: recordId(m.jobRequired),
  consentSource: string()
    .trim()
    .required(m.consentSourceRequired)
    .oneOf([...CONSENT_SOURCES], m.consentSourceRequired),
});
export type PoolAddToJobInput = InferType<typeof poolAddToJobSchema>;

export const savedListSchema = object({
  name: string().trim().required(m.listNameRequired).max(80, m.listNameTooLong),
});
export type SavedListInput = InferType<typeof savedListSchema>;

export const savedListMemberSchema = object({
  candidateId: recordId(m.candidateRequired),
});
export type SavedListMemberInput = InferType<typeof savedListMemberSchema>;

/** The screen's choice of a saved list to add a candidate to. */
export const savedListChoiceSchema = object({
  listId: recordId(m.listRequired),
});
export type SavedListChoiceInput = InferType<typeof savedListChoiceSchema>;

export const candidateTagSchema = object({
  tag: string().trim().required(m.tagRequired).max(40, m.tagTooLong),
});
export type CandidateTagInput = InferType<typeof candidateTagSchema>;
