import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { isYupSchema, yupRequestValidator } from './yup-errors';

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/*
 * Fastify's own compilers, shared by every app this process builds. A route's schemas are
 * module-level constants, and what Ajv and fast-json-stringify generate from a schema depends
 * on the schema and the options alone, so an app built a second time (two servers in one
 * process, and every test's app) reuses the compiled functions instead of generating them
 * again for each of some 150 routes. Production builds one app and sees no difference.
 */
const validators = AjvCompiler();
const serializers = SerializerSelector();
const serializerCaches = new Map<string, WeakMap<object, Serializer>>();

/** How the app's JSON schemas check requests (Fastify's `ajv` server option). */
const ajvOptions = {
  customOptions: {
    removeAdditional: false,
    coerceTypes: 'array',
    useDefaults: true,
    allErrors: true,
  },
} satisfies FastifyServerOptions['ajv'];

/** Where the checked value sits, which Fastify hands to Ajv's functions (see validatorOnFirstUse). */
type ValidationContext = Parameters<ReturnType<ReturnType<ValidatorFactory>>>[1];

/** A compiled request check, as Fastify calls it. */
type Validator = ((data: unknown, context?: ValidationContext) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};

/**
 * A route part given as a shared yup schema is checked by that schema (one description, the
 * spec's messages); a JSON schema goes to Ajv as before.
 */
function routeValidators(
  externalSchemas: Parameters<ValidatorFactory>[0],
  options: Parameters<ValidatorFactory>[1],
) {
  const compile = validators(externalSchemas, options);
  return (route: { schema: unknown }): Validator =>
    isYupSchema(route.schema) ? yupRequestValidator(route.schema) : compile(route as never);
}

function routeSerializers(
  externalSchemas: Parameters<SerializerFactory>[0],
  options: Parameters<SerializerFactory>[1],
) {
  const compile = serializers(externalSchemas, options);
  const key = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let cache = serializerCaches.get(key);
  if (!cache) serializerCaches.set(key, (cache = new WeakMap()));
  const compiled = cache;
  return (route: Parameters<ReturnType<SerializerFactory>>[0]): Serializer => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = compiled.get(schema);
    if (!serializer) compiled.set(schema, (serializer = compile(route)));
    return serializer;
  };
}

/**
 * A check compiled when its route is first called. Fastify hands the parent of the checked
 * value only to a function carrying Ajv's `schemaEnv` (so Ajv can coerce or default a root
 * value in place), and reads a refusal's reasons from the function's `errors` afterwards: both
 * are passed through to whatever the compiler made.
 */
function validatorOnFirstUse(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const validate: Validator = (data, context) => {
    compiled ??= compile();
    return compiled.schemaEnv ? compiled(data, context) : compiled(data);
  };
  validate.schemaEnv = true;
  Object.defineProperty(validate, 'errors', { get: () => compiled?.errors });
  return validate;
}

function serializerOnFirstUse(compile: () => Serializer): Serializer {
  let compiled: Serializer | undefined;
  return (data) => (compiled ??= compile())(data);
}

function schemaController(
  compiling: SchemaCompiling,
): NonNullable<FastifyServerOptions['schemaController']> {
  const buildValidator = ((externalSchemas, options) => {
    const compile = routeValidators(externalSchemas, options);
    if (compiling === 'at-start') return compile;
    return (route: { schema: unknown }) => validatorOnFirstUse(() => compile(route));
  }) as ValidatorFactory;
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = routeSerializers(externalSchemas, options);
    if (compiling === 'at-start') return compile;
    return (route) => serializerOnFirstUse(() => compile(route));
  };
  return { compilersFactory: { buildValidator: buildValidator as never, buildSerializer } };
}

/**
 * When the routes' checks and serializers are compiled: all while the app starts (a schema
 * Ajv or fast-json-stringify cannot compile stops the start), or each when its route is first
 * called, for an app that answers a few of its 150 routes and is gone (a test's): the same
 * functions either way, so the same answers.
 */
export type SchemaCompiling = 'at-start' | 'on-first-use';

/** How an app checks requests: the shared compilers and Ajv's options. */
export function requestValidationCompiled(compiling: SchemaCompiling) {
  return {
    schemaController: schemaController(compiling),
    ajv: ajvOptions,
  } satisfies FastifyServerOptions;
}

/**
 * How every app checks requests, compiled at start. A test that mounts one route plugin on a
 * bare Fastify passes these too, since its routes may name yup schemas.
 */
export const requestValidation = requestValidationCompiled('at-start');
