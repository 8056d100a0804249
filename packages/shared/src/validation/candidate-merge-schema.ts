import { object, string, type InferType } from 'yup';
import { recordId } from './common';

export const candidateMergeMessages = {
  winnerRequired: 'Choose which candidate stays.',
  valueRequired: 'Choose whose value to keep.',
  notOfThePair: 'Choose one of the two candidates.',
  tooLong: 'Use at most 200 characters.',
} as const;

const m = candidateMergeMessages;
const choice = () =>
  recordId(m.valueRequired).meta({ description: 'The id of the candidate whose value is kept' });

/**
 * Two likely duplicates merged: the candidate that stays (the other is hidden, its
 * applications moved over), and for each of the person's own fields whose value is kept.
 */
export const candidateMergeSchema = object({
  winnerId: recordId(m.winnerRequired).meta({ description: 'The id of the candidate that stays' }),
  firstName: choice(),
  lastName: choice(),
  email: choice(),
  phone: choice(),
  source: choice(),
});

export type CandidateMergeInput = InferType<typeof candidateMergeSchema>;

const typed = (max: number) => string().trim().max(max, m.tooLong).default('');

/** Details typed on a form (the intake review), checked against the candidates on file. */
export const duplicateCheckSchema = object({
  firstName: typed(100),
  lastName: typed(100),
  email: typed(200),
  phone: typed(30),
  currentEmployer: typed(200),
  dob: typed(10).meta({ description: 'YYYY-MM-DD' }),
});

export type DuplicateCheckInput = InferType<typeof duplicateCheckSchema>;
