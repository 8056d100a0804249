import type { PipelineStage } from '@vistaar/shared/contract';
import { stageRenameSchema } from '@vistaar/shared/validation';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';
import { useSetStageLimitMutation } from '../api/pipeline-api';

const limitSchema = stageRenameSchema.pick(['slaDays']);

interface LimitForm {
  slaDays: string;
}

/** Sets how many working days an application may stay in an open stage; empty: no limit. */
export function StageLimitDialog({
  stage,
  onClose,
  onSaved,
}: {
  stage: PipelineStage;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [setLimit] = useSetStageLimitMutation();
  return (
    <FormDialog<LimitForm, { slaDays?: number | null }>
      open
      title={`Limit for ${stage.name}`}
      intro="Working days are Monday to Friday in India, less the public holidays listed below. An application that stays longer is marked overdue on the desk and the board, and its job's recruiter and hiring managers hear of it in their morning digest."
      schema={limitSchema}
      defaultValues={{ slaDays: stage.slaDays === undefined ? '' : String(stage.slaDays) }}
      fields={['slaDays']}
      failureMessage="The limit could not be saved."
      submitLabel="Save limit"
      maxWidth="xs"
      onClose={onClose}
      onSubmit={async (values) => {
        const answer = await setLimit({ id: stage.id, slaDays: values.slaDays ?? null }).unwrap();
        onSaved(answer.message ?? 'Stage saved');
        onClose();
      }}
    >
      {({ control }) => (
        <FormTextField
          control={control}
          name="slaDays"
          label="Limit in working days"
          helperText="Leave empty for no limit."
          inputMode="numeric"
          fullWidth
          autoFocus
        />
      )}
    </FormDialog>
  );
}
