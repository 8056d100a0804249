import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { savedListChoiceSchema, type SavedListChoiceInput } from '@vistaar/shared/validation';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormSelect } from '@/shared/ui/form';
import { useAddToSavedListMutation, useGetSavedListsQuery } from '../api/talent-pool-api';

interface ListChoiceValues {
  listId: number | '';
}

export interface AddToListDialogProps {
  candidate: { id: number; name: string } | null;
  onClose: () => void;
}

/** A pool candidate put on one of the saved lists. */
export function AddToListDialog({ candidate, onClose }: AddToListDialogProps) {
  const lists = useGetSavedListsQuery(undefined, { skip: candidate === null });
  const [addToList] = useAddToSavedListMutation();
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    setDone(null);
    onClose();
  };
  const none = lists.data !== undefined && lists.data.length === 0;
  return (
    <FormDialog<ListChoiceValues, SavedListChoiceInput>
      open={candidate !== null}
      title="Add to a saved list"
      subtitle={candidate?.name}
      schema={savedListChoiceSchema}
      defaultValues={{ listId: '' }}
      fields={['listId']}
      failureMessage="The candidate could not be added to the list."
      submitLabel="Add to list"
      busyLabel="Adding..."
      onClose={close}
      standIn={
        done
          ? {
              content: (
                <Alert severity="success" role="status">
                  {done}
                </Alert>
              ),
              closeLabel: 'Close',
              prominent: true,
            }
          : none
            ? {
                content: (
                  <Alert severity="info">There are no saved lists yet: create one first.</Alert>
                ),
              }
            : null
      }
      onSubmit={async ({ listId }) => {
        if (!candidate) return;
        await addToList({ listId, candidateId: candidate.id }).unwrap();
        const list = lists.data?.find((option) => option.id === listId);
        setDone(`${candidate.name} was added to ${list?.name ?? 'the list'}.`);
      }}
    >
      {({ control }) => (
        <FormSelect
          control={control}
          name="listId"
          label="Saved list"
          required
          fullWidth
          sx={{ mt: 1 }}
          options={(lists.data ?? []).map((list) => ({ value: String(list.id), label: list.name }))}
        />
      )}
    </FormDialog>
  );
}
