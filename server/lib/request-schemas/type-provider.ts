import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { AnySchema, InferType } from 'yup';

type FromJsonSchema<Schema> = (JsonSchemaToTsProvider & { schema: Schema })['validator'];
type JsonSerialized<Schema> = (JsonSchemaToTsProvider & { schema: Schema })['serializer'];

/**
 * Types a route's body, query and params from its schema: the checked value of a shared yup
 * schema, or what a JSON schema (`as const`) describes. Responses stay JSON schemas.
 */
interface AppTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends AnySchema
    ? InferType<this['schema']>
    : FromJsonSchema<this['schema']>;
  serializer: JsonSerialized<this['schema']>;
}

/** Every route plugin's type: handlers never restate the shapes their schemas describe. */
export type AppPluginAsync<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsync<Options, RawServerDefault, AppTypeProvider>;
