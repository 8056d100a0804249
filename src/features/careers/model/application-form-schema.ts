import { object, string } from 'yup';
import type { ScreeningQuestion } from '@vistaar/shared/contract';
import { applicationSchema, resumeFileSchema } from '@vistaar/shared/validation';
import { screeningAnswerError } from '@vistaar/shared/validation/screening-schema';

/**
 * The application's shared schema, plus the resume (`formResume`, as the server names it)
 * and the job's screening questions, each answer checked as the server checks it.
 */
export function applicationFormSchema(questions: readonly ScreeningQuestion[]) {
  const answers = Object.fromEntries(
    questions.map((question) => [
      question.id,
      string()
        .default('')
        .test('screening-answer', '', (value, context) => {
          const message = screeningAnswerError(question, value);
          return message ? context.createError({ message }) : true;
        }),
    ]),
  );
  return applicationSchema.shape({
    formResume: resumeFileSchema,
    screeningAnswers: object(answers),
  });
}
