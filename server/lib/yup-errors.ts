import { ValidationError, type AnySchema, type InferType } from 'yup';
import { badRequest } from './http-error';

/** Validates with the shared yup schema; every failing field gets its spec message in `errors`. */
export async function validateWith<S extends AnySchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      const errors: Record<string, string> = {};
      for (const issue of error.inner.length > 0 ? error.inner : [error]) {
        const field = issue.path ?? '_';
        errors[field] ??= issue.message;
      }
      throw badRequest(Object.values(errors)[0] ?? 'Please check the highlighted fields.', errors);
    }
    throw error;
  }
}
