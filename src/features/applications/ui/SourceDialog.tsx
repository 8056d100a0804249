import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { APPLICATION_SOURCES } from '@vistaar/shared/config';
import { applicationSourceSchema, type ApplicationSourceInput } from '@vistaar/shared/validation';
import { sourceLabel, type ApplicationDetail } from '@/entities/application';
import { FormDialog } from '@/shared/ui/dialogs';
import { useCorrectApplicationSourceMutation } from '../api/applications-api';
import { SourceFields, type SourceValues } from './SourceFields';

/** Staff correcting where an application came from. */
export function SourceDialog({
  application,
  open,
  onClose,
}: {
  application: ApplicationDetail;
  open: boolean;
  onClose: (saved?: string) => void;
}) {
  const [correct] = useCorrectApplicationSourceMutation();
  return (
    <FormDialog<SourceValues, ApplicationSourceInput>
      open={open}
      maxWidth="sm"
      title="Correct the source"
      subtitle={application.fullName}
      intro={<Typography>{`Recorded now: ${sourceLabel(application)}.`}</Typography>}
      schema={applicationSourceSchema}
      defaultValues={{
        source: application.source,
        referrerCode: application.referrer?.code ?? '',
        sourceDetail: application.sourceDetail,
      }}
      fields={['source', 'referrerCode', 'sourceDetail']}
      failureMessage="The source could not be saved. Please try again."
      submitLabel="Save source"
      onClose={() => onClose()}
      onSubmit={async (input) => {
        await correct({ id: application.id, ...input }).unwrap();
        onClose('Source saved.');
      }}
    >
      {({ control }, busy) => (
        <SourceFields
          control={control as unknown as Control<SourceValues, unknown, unknown>}
          busy={busy}
          sources={APPLICATION_SOURCES}
        />
      )}
    </FormDialog>
  );
}
