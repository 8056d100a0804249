import { randomBytes } from 'node:crypto';
import type { ScreeningQuestion, StaffScreeningQuestion } from '@vistaar/shared/contract';
import type { ScreeningQuestionInput } from '@vistaar/shared/validation';

/** A job's stored questions; a column that does not read as a list asks nothing. */
export function readScreeningQuestions(json: string): StaffScreeningQuestion[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as StaffScreeningQuestion[]) : [];
  } catch {
    return [];
  }
}

/** What applicants are shown: the question, never the answers that knock them out. */
export function toPublicQuestion(question: StaffScreeningQuestion): ScreeningQuestion {
  const { knockoutAnswers: _answers, knockoutBelow: _below, ...shown } = question;
  return shown;
}

/**
 * The editor's questions as stored: each keeps its id (so an application form already open
 * still names its answers right) or gets a new one, and carries only what its type uses.
 */
export function normalizeQuestions(questions: ScreeningQuestionInput[]): StaffScreeningQuestion[] {
  const used = new Set<string>();
  return questions.map((question) => {
    let id = question.id && !used.has(question.id) ? question.id : '';
    while (!id || used.has(id)) id = `q-${randomBytes(4).toString('hex')}`;
    used.add(id);
    const options = question.type === 'choice' ? question.options : [];
    return {
      id,
      text: question.text,
      type: question.type,
      required: question.required,
      options,
      knockoutAnswers:
        question.type === 'yes-no' || question.type === 'choice'
          ? [...new Set(question.knockoutAnswers)]
          : [],
      knockoutBelow: question.type === 'number' ? question.knockoutBelow : null,
    };
  });
}
