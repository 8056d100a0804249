import { ValidationError } from 'yup';
import { breachMessages, breachSchema } from './breach-schema';

describe('breachSchema', () => {
  it('answers sources that are not a list with its message, also when a job is named', () => {
    for (const sources of [1, Number.POSITIVE_INFINITY, 'applications', { 0: 'applications' }]) {
      let refusal: unknown;
      try {
        breachSchema.validateSync({ sources, jobId: 3 }, { abortEarly: false });
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(ValidationError);
      expect((refusal as ValidationError).errors).toContain(breachMessages.jobWithoutApplications);
    }
  });
});
