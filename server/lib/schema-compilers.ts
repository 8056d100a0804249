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

/**
 * A route part given as a shared yup schema is checked by that schema (one description, the
 * spec's messages); a JSON schema goes to Ajv as before.
 */
const sharedValidatorFactory = ((externalSchemas, options) => {
  const compile = validators(externalSchemas, options);
  return (route: { schema: unknown }) =>
    isYupSchema(route.schema) ? yupRequestValidator(route.schema) : compile(route as never);
}) as ValidatorFactory;

const sharedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compile = serializers(externalSchemas, options);
  const key = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let cache = serializerCaches.get(key);
  if (!cache) serializerCaches.set(key, (cache = new WeakMap()));
  const compiled = cache;
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = compiled.get(schema);
    if (!serializer) compiled.set(schema, (serializer = compile(route)));
    return serializer;
  };
};

const sharedSchemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: sharedValidatorFactory as never,
    buildSerializer: sharedSerializerFactory as never,
  },
};

/**
 * How every app checks requests: the shared compilers and Ajv's options. A test that mounts
 * one route plugin on a bare Fastify passes these too, since its routes may name yup schemas.
 */
export const requestValidation = {
  schemaController: sharedSchemaController,
  ajv: ajvOptions,
} satisfies FastifyServerOptions;
