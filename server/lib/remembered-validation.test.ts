import { applicationsQuerySchema } from '@vistaar/shared/validation';
import { rememberingQueryValidator } from './remembered-validation';

const validate = rememberingQueryValidator({
  schema: applicationsQuerySchema,
  method: 'GET',
  url: '/api/career/get-job-applications',
  httpPart: 'querystring',
}) as (data: unknown) => { value?: Record<string, unknown>; error?: Error };

describe('a query checked once and remembered', () => {
  it('hands each request its own copy of the checked value', () => {
    const first = validate({ page: '2', search: '  Priya ' });
    expect(first.value).toEqual(expect.objectContaining({ page: 2, limit: 5, search: '  Priya ' }));
    first.value!.page = 99;
    const again = validate({ page: '2', search: '  Priya ' });
    expect(again.value).toEqual(expect.objectContaining({ page: 2, search: '  Priya ' }));
    expect(validate({ page: '3' }).value).toEqual(expect.objectContaining({ page: 3 }));
  });

  it('refuses a bad query every time, with the field’s message', () => {
    for (let round = 0; round < 2; round++) {
      const { error } = validate({ limit: '500' });
      expect(error).toMatchObject({
        statusCode: 400,
        message: 'Show from 1 to 100 applications a page.',
      });
    }
    expect(validate({ limit: '50', colour: 'red' }).error).toMatchObject({ statusCode: 400 });
  });
});
