/**
 * Screening questions a job asks with its application form. Yes/no answers travel as 'yes'
 * or 'no', a choice as the option's text, a number as its digits, short text as written.
 */
export const SCREENING_QUESTION_TYPES = ['yes-no', 'choice', 'number', 'text'] as const;
export type ScreeningQuestionType = (typeof SCREENING_QUESTION_TYPES)[number];

export const SCREENING_QUESTION_TYPE_LABELS: Record<ScreeningQuestionType, string> = {
  'yes-no': 'Yes or no',
  choice: 'One of several options',
  number: 'A number',
  text: 'Short text',
};

export const YES_NO_ANSWERS = ['yes', 'no'] as const;
export const SCREENING_QUESTIONS_MAX = 10;
export const SCREENING_OPTIONS_MAX = 10;
export const SCREENING_QUESTION_MAX_LENGTH = 200;
export const SCREENING_OPTION_MAX_LENGTH = 80;
export const SCREENING_ANSWER_MAX_LENGTH = 300;
