import { applicationMessages, applicationSchema } from './application-schema';
import { isYoungerThan } from './common';

describe('the age rule of applications', () => {
  it('counts the 18th birthday in India as coming of age, 29 February on 1 March', () => {
    expect(isYoungerThan('2008-06-15', 18, '2026-06-14')).toBe(true);
    expect(isYoungerThan('2008-06-15', 18, '2026-06-15')).toBe(false);
    expect(isYoungerThan('2008-02-29', 18, '2026-02-28')).toBe(true);
    expect(isYoungerThan('2008-02-29', 18, '2026-03-01')).toBe(false);
  });

  it('tells an applicant under 18 at the date of birth how to apply with a guardian', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-14T20:00:00Z') });
    try {
      // 01:30 on 15 June in India: born 15 June 2008, they turned 18 today.
      const refusal = await applicationSchema
        .validateAt('dob', { dob: '2008-06-16' })
        .then(() => null)
        .catch((error: Error) => error.message);
      expect(refusal).toBe(applicationMessages.dobUnderAge);
      await expect(applicationSchema.validateAt('dob', { dob: '2008-06-15' })).resolves.toBe(
        '2008-06-15',
      );
    } finally {
      jest.useRealTimers();
    }
    expect(applicationMessages.dobUnderAge).toBe(
      'We cannot take applications from people under 18 online. Please ask a parent or guardian to write to careers@vistaarinfotech.in with your details.',
    );
  });
});
