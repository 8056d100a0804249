import { HttpError, found } from './http-error';

describe('found', () => {
  it('answers the value a lookup found, falsy ones included', () => {
    const row = { id: 7 };
    expect(found(row, 'Job not found.')).toBe(row);
    expect(found(0, 'Job not found.')).toBe(0);
    expect(found('', 'Job not found.')).toBe('');
  });

  it.each([undefined, null])('answers 404 with the message when the lookup found %s', (value) => {
    expect.assertions(3);
    try {
      found(value, 'Job not found.');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(404);
      expect((error as HttpError).message).toBe('Job not found.');
    }
  });
});
