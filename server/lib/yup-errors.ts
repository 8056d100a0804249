import { ValidationError, isSchema, type AnySchema, type InferType, type ObjectSchema } from 'yup';
import { badRequest, HttpError } from './http-error';
import { refuseNulCharacters } from './nul-characters';

const WRONG_TYPE = 'This value is not valid.';
/** The answers Fastify's JSON schema check gives (see the error handler), kept for yup bodies. */
const NOT_VALID = 'Some of the information sent is not valid.';
const NOT_ACCEPTED = 'This field is not accepted.';
const NOT_AN_OBJECT = 'Invalid value: must be object.';

type Fields = Record<string, AnySchema>;

const isPlainValue = (value: unknown) =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldsOf = (schema: AnySchema): Fields | undefined =>
  (schema as unknown as Partial<ObjectSchema<object>>).fields as Fields | undefined;

export const isYupSchema = (value: unknown): value is AnySchema => isSchema(value);

/**
 * Keeps only the schema's own fields (so `constructor` or `__proto__` never reach yup's
 * field lookup) and refuses lists and objects where the schema expects plain text,
 * numbers or dates, which yup's transforms would otherwise call string methods on.
 */
function screenFields(schema: AnySchema, input: unknown): unknown {
  const fields = fieldsOf(schema);
  if (!fields || !isRecord(input)) return input;
  const screened: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const name of Object.keys(fields)) {
    if (!Object.hasOwn(input, name)) continue;
    const value = input[name];
    const type = (fields[name] as { type?: string }).type;
    if (['string', 'number', 'date', 'boolean'].includes(type ?? '') && !isPlainValue(value)) {
      errors[name] = WRONG_TYPE;
    }
    screened[name] = value;
  }
  if (Object.keys(errors).length > 0) throw badRequest(WRONG_TYPE, errors);
  return screened;
}

/**
 * The keys a request carries that its schema does not name, in nested objects and lists of
 * objects too: a request body is refused for them, as JSON schemas with
 * `additionalProperties: false` refuse them, so a misspelt field is never silently dropped.
 */
function unknownFields(schema: AnySchema, input: unknown, errors: Record<string, string> = {}) {
  const fields = fieldsOf(schema);
  if (fields && isRecord(input)) {
    for (const [name, value] of Object.entries(input)) {
      if (!Object.hasOwn(fields, name)) errors[name] ??= NOT_ACCEPTED;
      else unknownFields(fields[name], value, errors);
    }
  }
  const items = (schema as { innerType?: AnySchema }).innerType;
  if (items && Array.isArray(input)) for (const item of input) unknownFields(items, item, errors);
  return errors;
}

/** No form sends lists or objects nested deeper than this. */
const MAX_NESTING = 16;

/**
 * The top-level field holding a value nested deeper than any form sends, walked with a list
 * rather than recursion. yup turns a list into text or a number by joining it, which recurses
 * as deep as the list nests and overflows the stack on JSON nested thousands deep.
 */
function tooDeepField(value: unknown): string | undefined {
  const pending: Array<[unknown, string, number]> = [[value, '', 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, field, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > MAX_NESTING) return field || '_';
    for (const [key, child] of Object.entries(item)) pending.push([child, field || key, depth + 1]);
  }
  return undefined;
}

/** The one check behind `validateWith` and the routes' yup request schemas. */
function check<S extends AnySchema>(schema: S, input: unknown, request: boolean): InferType<S> {
  if (request && fieldsOf(schema)) {
    if (!isRecord(input)) throw badRequest(NOT_VALID, { _: NOT_AN_OBJECT });
    const unknown = unknownFields(schema, input);
    if (Object.keys(unknown).length > 0) throw badRequest(NOT_VALID, unknown);
  }
  const screened = screenFields(schema, input);
  // Bodies read inside a handler (a form field holding JSON) miss the route-wide check.
  refuseNulCharacters(screened);
  const tooDeep = tooDeepField(screened);
  if (tooDeep) throw badRequest(NOT_VALID, { [tooDeep]: 'This value is not valid.' });
  try {
    // No shared schema has an asynchronous test, and a synchronous check lets Fastify hand
    // the handler the checked value (it takes only pass or fail from a promise).
    return schema.validateSync(screened, { abortEarly: false, stripUnknown: true });
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

/**
 * Validates with the shared yup schema; every failing field gets its spec message in `errors`.
 * For what a route cannot declare as its schema (a multipart form, a form field holding JSON);
 * a JSON body names its yup schema in the route (`schema: { body }`) instead.
 */
export async function validateWith<S extends AnySchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  return check(schema, input, false);
}

/**
 * Fastify's validator for a route part (body, query, params) given as a yup schema: the same
 * check and answers as `validateWith`, unknown keys refused as a JSON schema refuses them, and
 * the checked, transformed value handed to the handler.
 */
export function yupRequestValidator(schema: AnySchema) {
  return (data: unknown) => {
    try {
      return { value: check(schema, data, true) };
    } catch (error) {
      if (error instanceof HttpError) return { error };
      throw error;
    }
  };
}
