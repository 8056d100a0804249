import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

/**
 * A form checked by one of the shared yup schemas, behaving as the spec asks of every
 * form: checked on submit (every message at once, the keyboard taken to the first field in
 * error), and a field's message cleared as soon as that field is edited rather than checked
 * again before the next submit.
 *
 * `TValues` is what the fields hold (text, a chosen file); `TOutput` what the schema makes
 * of it (trimmed text, numbers), which the submit handler receives.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput = TValues>(
  schema: AnyObjectSchema,
  defaultValues: DefaultValues<TValues>,
): UseFormReturn<TValues, unknown, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    // The resolver's own types assume the fields hold the schema's output already.
    resolver: yupResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>,
    defaultValues,
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
          const field = name as FieldPath<TValues>;
          if (getFieldState(field).error) clearErrors(field);
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );

  return form;
}
