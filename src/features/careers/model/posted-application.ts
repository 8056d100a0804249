import type { FieldPath } from 'react-hook-form';
import type { ScreeningQuestion } from '@vistaar/shared/contract';
import type { ApplicationFormPost } from '@vistaar/shared/validation';
import { emptyApplication, type ApplicationFormValues } from './application-form';

export type ApplicationOutcome = { kind: 'success' } | { kind: 'failure'; message: string } | null;

/** Where the applicant came from: read from the addresses once the form is in the browser. */
export const ORIGIN_FIELDS = ['utmSource', 'utmMedium', 'ref', 'referrerDomain'] as const;

/**
 * Server messages go under these fields, in form order (the questions' answers before the
 * resume); the rest (job, notice version) join the banner.
 */
export function messageFields(questions: readonly ScreeningQuestion[]) {
  return (Object.keys(emptyApplication(0)) as (keyof ApplicationFormValues)[]).flatMap(
    (name): FieldPath<ApplicationFormValues>[] => {
      if (
        name === 'noticeVersion' ||
        name === 'jobId' ||
        (ORIGIN_FIELDS as readonly string[]).includes(name)
      )
        return [];
      if (name === 'screeningAnswers') {
        return questions.map((question) => `screeningAnswers.${question.id}` as const);
      }
      return [name];
    },
  );
}

/** The form's values as a post without JavaScript left them (never the file). */
export function postedValues(
  defaults: ApplicationFormValues,
  posted: ApplicationFormPost | undefined,
): ApplicationFormValues {
  if (!posted) return defaults;
  const typed = posted.values;
  const text = (name: keyof ApplicationFormValues, fallback: string) => typed[name] ?? fallback;
  const values = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof ApplicationFormValues)[]) {
    const current = defaults[name];
    if (typeof current === 'string') Object.assign(values, { [name]: text(name, current) });
    if (typeof current === 'boolean') Object.assign(values, { [name]: typed[name] === 'on' });
  }
  values.screeningAnswers = Object.fromEntries(
    Object.entries(defaults.screeningAnswers).map(([id, answer]) => [
      id,
      typed[`screeningAnswers.${id}`] ?? answer,
    ]),
  );
  return values;
}

export function postedOutcome(posted: ApplicationFormPost | undefined): ApplicationOutcome {
  if (!posted?.outcome) return null;
  return posted.outcome.kind === 'success'
    ? { kind: 'success' }
    : { kind: 'failure', message: posted.outcome.text };
}
