import type { AnySchema, SchemaDescription } from 'yup';
import { isYupSchema } from '../yup-errors';

export type JsonSchemaObject = Record<string, unknown>;

interface Description extends Partial<SchemaDescription> {
  type: string;
  fields?: Record<string, Description>;
  innerType?: Description;
}

/**
 * What a field's `.meta()` may add for the OpenAPI document: a `description`, and a
 * `jsonSchema` standing in for what the conversion cannot see (a transform that accepts
 * a number as well as text).
 */
interface RequestSchemaMeta {
  description?: string;
  jsonSchema?: JsonSchemaObject;
}

const JSON_TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  // A date arrives as text in JSON and in a query string.
  date: 'string',
  object: 'object',
  array: 'array',
};

type Params = Record<string, unknown>;

function bounds(type: string, tests: Array<{ name?: string; params?: Params }>) {
  const out: JsonSchemaObject = {};
  const keyword = {
    string: { min: 'minLength', max: 'maxLength', length: ['minLength', 'maxLength'] },
    array: { min: 'minItems', max: 'maxItems', length: ['minItems', 'maxItems'] },
    number: { min: 'minimum', max: 'maximum' },
  }[type] as Record<string, string | string[]> | undefined;
  for (const { name, params = {} } of tests) {
    if (type === 'number' && name === 'integer') out.type = 'integer';
    if (type === 'number' && typeof params.more === 'number') out.exclusiveMinimum = params.more;
    if (type === 'number' && typeof params.less === 'number') out.exclusiveMaximum = params.less;
    if (type === 'string' && name === 'matches' && params.regex instanceof RegExp) {
      if (!params.regex.flags) out.pattern = params.regex.source;
    }
    const target = name ? keyword?.[name] : undefined;
    const value = name ? params[name] : undefined;
    if (target && typeof value === 'number') {
      for (const key of Array.isArray(target) ? target : [target]) out[key] = value;
    }
  }
  return out;
}

function convert(description: Description): JsonSchemaObject {
  const meta = (description.meta ?? {}) as RequestSchemaMeta;
  const describedAs = meta.description ? { description: meta.description } : {};
  if (meta.jsonSchema) return { ...meta.jsonSchema, ...describedAs };

  const type = JSON_TYPES[description.type];
  const out: JsonSchemaObject = type ? { type } : {};
  Object.assign(out, bounds(description.type, description.tests ?? []));
  const allowed = (description.oneOf ?? []).filter((value) => value !== undefined);
  if (allowed.length > 0) out.enum = allowed;
  if (description.type === 'date') out.format = 'date';

  if (description.fields) {
    const properties: Record<string, JsonSchemaObject> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(description.fields)) {
      properties[name] = convert(field);
      if (field.optional === false) required.push(name);
    }
    out.properties = properties;
    if (required.length > 0) out.required = required;
    out.additionalProperties = false;
  }
  if (description.innerType) out.items = convert(description.innerType);
  if (description.nullable && typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return { ...out, ...describedAs };
}

/** The JSON schema of a shared yup schema, for the OpenAPI document. */
export function yupToJsonSchema(schema: AnySchema): JsonSchemaObject {
  return convert(schema.describe() as Description);
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * @fastify/swagger's `transform`: the routes whose request parts are shared yup schemas are
 * documented with their JSON schema, so the document and the fuzz tests that read it see
 * every field.
 */
export function documentRequestSchemas<T extends { schema?: unknown; url: string }>(
  route: T,
): { schema: Record<string, unknown>; url: string } {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const converted: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    const value = schema[part];
    if (isYupSchema(value)) converted[part] = yupToJsonSchema(value);
  }
  return { schema: converted, url: route.url };
}
