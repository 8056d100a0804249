import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { RejectionReason } from '@vistaar/shared/contract';
import { rejectionReasonLabelSchema } from '@vistaar/shared/validation';
import {
  AddItemForm,
  EditableOrderedList,
  SettingsSection,
  type SettingsNotice,
} from '@/shared/ui/editable-list';
import {
  useAddRejectionReasonMutation,
  useArchiveRejectionReasonMutation,
  useGetRejectionReasonsQuery,
  useRenameRejectionReasonMutation,
} from '../api/pipeline-api';
import { NameDialog } from './NameDialog';

/**
 * The reasons a rejection may give: add, reword and archive. Past rejections keep the
 * reason they gave; the server keeps at least one, as a rejection always gives one.
 */
export function RejectionReasonSettings() {
  const { data: reasons = [], isLoading, error } = useGetRejectionReasonsQuery();
  const [add] = useAddRejectionReasonMutation();
  const [rename] = useRenameRejectionReasonMutation();
  const [archive, archiving] = useArchiveRejectionReasonMutation();
  const [renaming, setRenaming] = useState<RejectionReason | null>(null);
  const [notice, setNotice] = useState<SettingsNotice | null>(null);

  async function archiveReason(reason: RejectionReason) {
    setNotice(null);
    try {
      const answer = await archive(reason.id).unwrap();
      setNotice({
        severity: 'success',
        text: `${answer.message ?? 'Reason archived'}: ${reason.label}`,
      });
    } catch (failure) {
      setNotice({
        severity: 'error',
        text: `${reason.label}: ${apiErrorMessage(failure as ApiError, 'The reason could not be archived.')}`,
      });
    }
  }

  return (
    <SettingsSection
      headingId="reasons-heading"
      title="Rejection reasons"
      description="A rejection gives one of these reasons. Rewording one changes how past rejections read; an archived reason stays on the rejections that gave it."
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      {isLoading ? <Typography role="status">Loading the reasons...</Typography> : null}
      {error && reasons.length === 0 ? (
        <Alert severity="error">{apiErrorMessage(error as ApiError, 'Network Error.')}</Alert>
      ) : null}
      <EditableOrderedList
        items={reasons}
        nameOf={(reason) => reason.label}
        renderItem={(reason) => <Typography>{reason.label}</Typography>}
        onRename={setRenaming}
        onArchive={(reason) => void archiveReason(reason)}
        archiving={archiving.isLoading}
      />
      <AddItemForm
        formLabel="Add a rejection reason"
        field="label"
        fieldLabel="New reason"
        submitLabel="Add reason"
        schema={rejectionReasonLabelSchema}
        failureMessage="The reason could not be added."
        onAdd={async (label) => {
          const answer = await add({ label }).unwrap();
          setNotice({ severity: 'success', text: `${answer.message ?? 'Reason added'}: ${label}` });
        }}
      />
      {renaming ? (
        <NameDialog
          title="Reword the reason"
          field="label"
          fieldLabel="Reason"
          initial={renaming.label}
          schema={rejectionReasonLabelSchema}
          submitLabel="Save"
          onClose={() => setRenaming(null)}
          onSave={async (label) => {
            const answer = await rename({ id: renaming.id, label }).unwrap();
            setNotice({ severity: 'success', text: answer.message ?? 'Reason saved' });
          }}
        />
      ) : null}
    </SettingsSection>
  );
}
