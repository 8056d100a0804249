import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  SCREENING_ANSWER_MAX_LENGTH,
  SCREENING_OPTION_MAX_LENGTH,
  SCREENING_OPTIONS_MAX,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_QUESTION_TYPES,
  SCREENING_QUESTIONS_MAX,
  YES_NO_ANSWERS,
  type ScreeningQuestionType,
} from '../config/screening';
import type { ScreeningQuestion, StaffScreeningQuestion } from '../contract/screening';

export const screeningMessages = {
  questionRequired: 'Please write the question',
  questionIdInvalid: 'This question could not be matched: remove it and add it again',
  typeRequired: 'Please choose the kind of answer',
  optionsRequired: 'Please give at least two options',
  optionsDistinct: 'Please give each option once',
  optionRequired: 'Please write the option or remove it',
  knockoutAnswerInvalid: 'A knock-out answer must be one of the answers the question allows',
  knockoutBelowInvalid: 'Please enter the lowest number that passes',
  tooManyQuestions: `A job can ask at most ${SCREENING_QUESTIONS_MAX} questions`,
  knockoutStageInvalid:
    'Knocked-out applications can go only to a stage in use that keeps them open',
  answerRequired: 'Please answer this question',
  answerYesNo: 'Please answer yes or no',
  answerChoice: 'Please choose one of the options',
  answerNumber: 'Please enter a number',
  answerTooLong: `Please keep the answer under ${SCREENING_ANSWER_MAX_LENGTH} characters`,
  answersUnreadable: 'The answers to the screening questions could not be read.',
} as const;

/** The answers a question allows to knock out (yes/no and choice questions only). */
export function knockoutChoices(question: { type: string; options?: string[] }): string[] {
  if (question.type === 'yes-no') return [...YES_NO_ANSWERS];
  if (question.type === 'choice') return question.options ?? [];
  return [];
}

/** One question as the job editor sends it; the server gives a new question its id. */
export const screeningQuestionInputSchema = object({
  id: string()
    .trim()
    .max(40)
    .matches(/^[a-z0-9-]*$/, screeningMessages.questionIdInvalid)
    .meta({ description: 'Kept when editing a question; left out for a new one' }),
  text: string()
    .trim()
    .max(SCREENING_QUESTION_MAX_LENGTH)
    .required(screeningMessages.questionRequired),
  type: string<ScreeningQuestionType>()
    .required(screeningMessages.typeRequired)
    .oneOf([...SCREENING_QUESTION_TYPES], screeningMessages.typeRequired),
  required: boolean().default(true),
  options: array(
    string().trim().max(SCREENING_OPTION_MAX_LENGTH).required(screeningMessages.optionRequired),
  )
    .max(SCREENING_OPTIONS_MAX)
    .default([])
    .when('type', {
      is: 'choice',
      then: (schema) =>
        schema
          .min(2, screeningMessages.optionsRequired)
          .test(
            'options-distinct',
            screeningMessages.optionsDistinct,
            (options) =>
              new Set(options?.map((option) => option.toLowerCase())).size ===
              (options?.length ?? 0),
          ),
    }),
  knockoutAnswers: array(string().trim().max(SCREENING_OPTION_MAX_LENGTH).defined())
    .max(SCREENING_OPTIONS_MAX)
    .default([])
    .test('knockout-allowed', screeningMessages.knockoutAnswerInvalid, (answers, context) => {
      const allowed = knockoutChoices(context.parent as { type: string; options?: string[] });
      return (answers ?? []).every((answer) => allowed.includes(answer));
    }),
  knockoutBelow: number()
    .typeError(screeningMessages.knockoutBelowInvalid)
    .min(-1e9, screeningMessages.knockoutBelowInvalid)
    .max(1e9, screeningMessages.knockoutBelowInvalid)
    .nullable()
    .default(null),
});

export type ScreeningQuestionInput = InferType<typeof screeningQuestionInputSchema>;

/** A job's questions in the posting form; left out of an edit, the job keeps its questions. */
export const screeningQuestionsField = array(screeningQuestionInputSchema).max(
  SCREENING_QUESTIONS_MAX,
  screeningMessages.tooManyQuestions,
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The applicant's answers by question id, as text. Whether they fit the job's questions is
 * checked against the job (`screeningAnswerErrors`), which only the server reads for certain.
 */
export const screeningAnswersField = mixed<Record<string, string>>()
  .test(
    'answers-readable',
    screeningMessages.answersUnreadable,
    (value) =>
      value === undefined ||
      (isPlainObject(value) &&
        Object.keys(value).length <= SCREENING_QUESTIONS_MAX &&
        Object.entries(value).every(
          ([key, answer]) => key.length <= 40 && typeof answer === 'string',
        )),
  )
  .default({})
  .meta({
    description:
      'Answers to the job\'s screening questions by question id ("yes"/"no", an option, a number or text)',
    jsonSchema: {
      type: 'object',
      maxProperties: SCREENING_QUESTIONS_MAX,
      additionalProperties: { type: 'string', maxLength: SCREENING_ANSWER_MAX_LENGTH },
    },
  });

const NUMBER_ANSWER = /^-?\d{1,9}(\.\d{1,2})?$/;

/** What is wrong with one answer to one question, if anything. */
export function screeningAnswerError(
  question: ScreeningQuestion,
  answer: string | undefined,
): string | undefined {
  const value = (answer ?? '').trim();
  if (!value) return question.required ? screeningMessages.answerRequired : undefined;
  if (value.length > SCREENING_ANSWER_MAX_LENGTH) return screeningMessages.answerTooLong;
  if (question.type === 'yes-no' && !(YES_NO_ANSWERS as readonly string[]).includes(value)) {
    return screeningMessages.answerYesNo;
  }
  if (question.type === 'choice' && !question.options.includes(value)) {
    return screeningMessages.answerChoice;
  }
  if (question.type === 'number' && !NUMBER_ANSWER.test(value)) {
    return screeningMessages.answerNumber;
  }
  return undefined;
}

/** The field name of a question's answer, under which its error shows. */
export const screeningAnswerField = (questionId: string) => `screeningAnswers.${questionId}`;

/** Every answer's error, keyed by its field name; empty when all fit their questions. */
export function screeningAnswerErrors(
  questions: readonly ScreeningQuestion[],
  answers: Record<string, string> | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const error = screeningAnswerError(question, answers?.[question.id]);
    if (error) errors[screeningAnswerField(question.id)] = error;
  }
  return errors;
}

/** Whether a (valid) answer disqualifies the applicant. */
export function isKnockoutAnswer(question: StaffScreeningQuestion, answer: string): boolean {
  const value = answer.trim();
  if (!value) return false;
  if (question.type === 'number') {
    return question.knockoutBelow !== null && Number(value) < question.knockoutBelow;
  }
  return question.knockoutAnswers.includes(value);
}
