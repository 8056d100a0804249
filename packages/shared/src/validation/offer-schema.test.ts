import { ctcStructureSchema, offerAcceptSchema, offerDraftSchema } from './offer-schema';

const errorsOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('offer schemas', () => {
  it('refuses holes in a structure with a message, not a crash', async () => {
    expect(
      await errorsOf(
        ctcStructureSchema.validate({ name: 'x', components: [null] }, { abortEarly: false }),
      ),
    ).toContain('Make exactly one part the balance: it takes what is left of the CTC');
    expect(
      await errorsOf(
        offerDraftSchema.validate(
          { breakup: [null, { key: 'basic', amount: 1 }] },
          { abortEarly: false },
        ),
      ),
    ).toContain('Enter the CTC in rupees a year');
  });

  it('takes a ticked box from JSON or from a posted form', async () => {
    await expect(offerAcceptSchema.validate({ fullName: 'A B', accept: 'on' })).resolves.toEqual({
      fullName: 'A B',
      accept: true,
    });
    expect(await errorsOf(offerAcceptSchema.validate({ fullName: 'A B' }))).toEqual([
      'Tick the box to accept the offer',
    ]);
  });
});
