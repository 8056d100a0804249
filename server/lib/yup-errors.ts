import { ValidationError, type AnySchema, type InferType, type ObjectSchema } from 'yup';
import { badRequest } from './http-error';
import { refuseNulCharacters } from './nul-characters';

const WRONG_TYPE = 'This value is not valid.';

const isPlainValue = (value: unknown) =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/**
 * Keeps only the schema's own fields (so `constructor` or `__proto__` never reach yup's
 * field lookup) and refuses lists and objects where the schema expects plain text,
 * numbers or dates, which yup's transforms would otherwise call string methods on.
 */
function screenFields(schema: AnySchema, input: unknown): unknown {
  const fields = (schema as unknown as Partial<ObjectSchema<object>>).fields;
  if (!fields || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const screened: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const name of Object.keys(fields)) {
    if (!Object.hasOwn(input, name)) continue;
    const value = (input as Record<string, unknown>)[name];
    const type = (fields[name as keyof typeof fields] as { type?: string }).type;
    if (['string', 'number', 'date', 'boolean'].includes(type ?? '') && !isPlainValue(value)) {
      errors[name] = WRONG_TYPE;
    }
    screened[name] = value;
  }
  if (Object.keys(errors).length > 0) throw badRequest(WRONG_TYPE, errors);
  return screened;
}

/** Validates with the shared yup schema; every failing field gets its spec message in `errors`. */
export async function validateWith<S extends AnySchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  const screened = screenFields(schema, input);
  // Bodies read inside a handler (a form field holding JSON) miss the route-wide check.
  refuseNulCharacters(screened);
  try {
    return await schema.validate(screened, { abortEarly: false, stripUnknown: true });
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
