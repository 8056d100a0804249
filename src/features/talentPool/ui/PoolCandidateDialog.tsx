import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormDialog, type FormDialogProps, successStandIn } from '@/shared/ui/dialogs';

/** The pool candidate a dialog acts on. */
export interface ChosenCandidate {
  id: number;
  name: string;
}

type FormParts<TValues extends FieldValues, TOutput> = Pick<
  FormDialogProps<TValues, TOutput>,
  | 'title'
  | 'schema'
  | 'defaultValues'
  | 'fields'
  | 'failureMessage'
  | 'submitLabel'
  | 'intro'
  | 'children'
>;

interface PoolCandidateDialogProps<TValues extends FieldValues, TOutput> extends FormParts<
  TValues,
  TOutput
> {
  candidate: ChosenCandidate | null;
  onClose: () => void;
  /** Shown instead of the form while there is nothing to choose from. */
  empty?: ReactNode;
  /** Makes the change and says what was done; the dialog then shows that in place of the form. */
  submit: (candidate: ChosenCandidate, values: TOutput) => Promise<string>;
}

/** A form that adds a pool candidate somewhere, then says where they went. */
export function PoolCandidateDialog<TValues extends FieldValues, TOutput>({
  candidate,
  onClose,
  empty,
  submit,
  ...form
}: PoolCandidateDialogProps<TValues, TOutput>) {
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    setDone(null);
    onClose();
  };
  return (
    <FormDialog<TValues, TOutput>
      {...form}
      open={candidate !== null}
      subtitle={candidate?.name}
      busyLabel="Adding..."
      onClose={close}
      standIn={done ? successStandIn(done) : empty ? { content: empty } : null}
      onSubmit={async (values) => {
        if (!candidate) return;
        setDone(await submit(candidate, values));
      }}
    />
  );
}
