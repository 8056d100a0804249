import type { AnyObjectSchema } from 'yup';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';

type Field = 'name' | 'label';

export interface NameDialogProps {
  title: string;
  /** The form field the schema checks: a stage's name or a reason's label. */
  field: Field;
  fieldLabel: string;
  initial: string;
  schema: AnyObjectSchema;
  submitLabel: string;
  onClose: () => void;
  /** Saves the text; a refusal is shown in the dialog, which stays open. */
  onSave: (text: string) => Promise<unknown>;
}

/** Renames a stage or rewords a reason: one field, checked like the server checks it. */
export function NameDialog({
  title,
  field,
  fieldLabel,
  initial,
  schema,
  submitLabel,
  onClose,
  onSave,
}: NameDialogProps) {
  return (
    <FormDialog<Record<Field, string>>
      open
      title={title}
      schema={schema}
      defaultValues={{ [field]: initial } as Record<Field, string>}
      fields={[field]}
      failureMessage="The change could not be saved."
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={async (values) => {
        await onSave(values[field]);
        onClose();
      }}
    >
      {({ control }) => (
        <FormTextField control={control} name={field} label={fieldLabel} fullWidth autoFocus />
      )}
    </FormDialog>
  );
}
