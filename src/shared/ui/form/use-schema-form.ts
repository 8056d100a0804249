import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

/** A schema, or a way to fetch it when it is first needed (see `useSchemaForm`). */
export type SchemaSource = AnyObjectSchema | (() => Promise<AnyObjectSchema>);

interface SchemaResolver<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts fetching a schema that is not there yet. */
  prepare: () => void;
}

function schemaResolver<TValues extends FieldValues, TOutput>(
  source: SchemaSource,
): SchemaResolver<TValues, TOutput> {
  // The resolver's own types assume the fields hold the schema's output already.
  const resolve = (schema: AnyObjectSchema) =>
    yupResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>;
  if (typeof source !== 'function') return { resolver: resolve(source), prepare: () => {} };
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const prepare = () => {
    loading ??= source().then(resolve);
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await prepare())(values, context, options),
    prepare: () => void prepare(),
  };
}

function fieldErrorsFrom<TValues extends FieldValues>(
  messages: Partial<Record<string, string>> | undefined,
): FieldErrors<TValues> | undefined {
  const entries = Object.entries(messages ?? {}).filter(([, message]) => message);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'server', message }]),
  ) as FieldErrors<TValues>;
}

/**
 * A form checked by one of the shared yup schemas, behaving as the spec asks of every
 * form: checked on submit (every message at once, the keyboard taken to the first field in
 * error), and a field's message cleared as soon as that field is edited rather than checked
 * again before the next submit.
 *
 * `TValues` is what the fields hold (text, a chosen file); `TOutput` what the schema makes
 * of it (trimmed text, numbers), which the submit handler receives. A public page with a
 * first-load budget passes a function that imports the schema: it is fetched on the first
 * edit, or on submit.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput = TValues>(
  schema: SchemaSource,
  defaultValues: DefaultValues<TValues>,
  /** The server's messages for a form posted without JavaScript, shown from the first render. */
  serverErrors?: Partial<Record<FieldPath<TValues>, string>>,
): UseFormReturn<TValues, unknown, TOutput> {
  const [{ resolver, prepare }] = useState(() => schemaResolver<TValues, TOutput>(schema));
  const [errors] = useState(() => fieldErrorsFrom<TValues>(serverErrors));
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues,
    errors,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const { subscribe, getFieldState, clearErrors } = form;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type !== 'change' || !name) return;
          prepare();
          const field = name as FieldPath<TValues>;
          if (getFieldState(field).error) clearErrors(field);
        },
      }),
    [subscribe, getFieldState, clearErrors, prepare],
  );

  return form;
}
