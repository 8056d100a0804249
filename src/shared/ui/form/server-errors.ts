import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's per-field messages (the envelope's `errors`) under the form's own
 * fields, in the form's order, and moves the keyboard to the first of them unless asked
 * not to. Returns the messages for names the form has no field for.
 */
export function applyServerErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  errors: Record<string, string>,
  fields: readonly FieldPath<TValues>[],
  { focus = true }: { focus?: boolean } = {},
): Record<string, string> {
  const rest = { ...errors };
  let focused = !focus;
  for (const field of fields) {
    const message = rest[field];
    if (!message) continue;
    delete rest[field];
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return rest;
}

/** Server messages name list items `documents[0].label`; the form's fields dot them. */
export const dottedFieldErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace(/\[(\d+)\]/g, '.$1'), message]),
  );
