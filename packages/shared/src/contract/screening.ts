import type { FromSchema } from 'json-schema-to-ts';
import { SCREENING_QUESTION_TYPES } from '../config/screening';

const text = { type: 'string' } as const;

/** A screening question as applicants see it: never which answer knocks them out. */
export const screeningQuestionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'Names the answer in `screeningAnswers`' },
    text,
    type: { type: 'string', enum: SCREENING_QUESTION_TYPES },
    required: { type: 'boolean' },
    options: { type: 'array', items: text, description: "A choice question's options" },
  },
  required: ['id', 'text', 'type', 'required', 'options'],
} as const;

export type ScreeningQuestion = FromSchema<typeof screeningQuestionSchema>;

/** A screening question as staff set it up, with what disqualifies. */
export const staffScreeningQuestionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...screeningQuestionSchema.properties,
    knockoutAnswers: {
      type: 'array',
      items: text,
      description: "Yes/no ('yes', 'no') or choice answers that knock the applicant out",
    },
    knockoutBelow: {
      type: ['number', 'null'],
      description: 'A number question: an answer below this knocks the applicant out',
    },
  },
  required: [...screeningQuestionSchema.required, 'knockoutAnswers', 'knockoutBelow'],
} as const;

export type StaffScreeningQuestion = FromSchema<typeof staffScreeningQuestionSchema>;

/** One answer on an application, with the question as it was asked. */
export const screeningAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    questionId: text,
    question: text,
    answer: { type: 'string', description: "'' when an optional question was left blank" },
    knockedOut: { type: 'boolean', description: 'This answer disqualified the applicant' },
  },
  required: ['questionId', 'question', 'answer', 'knockedOut'],
} as const;

export type ScreeningAnswer = FromSchema<typeof screeningAnswerSchema>;
