import type { ScreeningAnswer, StaffScreeningQuestion } from '@vistaar/shared/contract';
import { isKnockoutAnswer, screeningAnswerErrors } from '@vistaar/shared/validation';
import { badRequest } from '../../lib/http-error';

const SCREENING_ANSWERS_INVALID = 'Please check your answers to the screening questions.';

/**
 * The applicant's answers checked against the job's questions as they are now (required, of
 * the question's type, one of its options), each kept with the question as asked. An answer to
 * a question the job no longer asks is dropped: the form was opened before the job changed.
 */
export function screenAnswers(
  questions: readonly StaffScreeningQuestion[],
  given: Record<string, string>,
): { answers: ScreeningAnswer[]; knockedOut: boolean } {
  const errors = screeningAnswerErrors(questions, given);
  if (Object.keys(errors).length > 0) throw badRequest(SCREENING_ANSWERS_INVALID, errors);
  const answers = questions.map((question) => {
    const answer = (given[question.id] ?? '').trim();
    return {
      questionId: question.id,
      question: question.text,
      answer,
      knockedOut: isKnockoutAnswer(question, answer),
    };
  });
  return { answers, knockedOut: answers.some((answer) => answer.knockedOut) };
}

/** An application's stored answers; a column that does not read as a list holds none. */
export function readScreeningAnswers(json: string): ScreeningAnswer[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as ScreeningAnswer[]) : [];
  } catch {
    return [];
  }
}
