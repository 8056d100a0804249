import type { Control, Path } from 'react-hook-form';
import { FormTextField } from '@/shared/ui/form';

/** The subject and the text of an e-mail about to be sent, as the staff member edits them. */
export function EmailTextFields<TValues extends { subject: string; body: string }, TOutput>({
  control,
}: {
  control: Control<TValues, unknown, TOutput>;
}) {
  const name = (field: 'subject' | 'body') => field as Path<TValues>;
  return (
    <>
      <FormTextField control={control} name={name('subject')} label="Subject" required fullWidth />
      <FormTextField
        control={control}
        name={name('body')}
        label="E-mail text"
        required
        fullWidth
        multiline
        minRows={8}
      />
    </>
  );
}
