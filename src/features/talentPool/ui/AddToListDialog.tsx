import Alert from '@mui/material/Alert';
import { savedListChoiceSchema, type SavedListChoiceInput } from '@vistaar/shared/validation';
import { FormSelect } from '@/shared/ui/form';
import { useAddToSavedListMutation, useGetSavedListsQuery } from '../api/talent-pool-api';
import { PoolCandidateDialog, type ChosenCandidate } from './PoolCandidateDialog';

interface ListChoiceValues {
  listId: number | '';
}

export interface AddToListDialogProps {
  candidate: ChosenCandidate | null;
  onClose: () => void;
}

/** A pool candidate put on one of the saved lists. */
export function AddToListDialog({ candidate, onClose }: AddToListDialogProps) {
  const lists = useGetSavedListsQuery(undefined, { skip: candidate === null });
  const [addToList] = useAddToSavedListMutation();
  const none = lists.data !== undefined && lists.data.length === 0;
  return (
    <PoolCandidateDialog<ListChoiceValues, SavedListChoiceInput>
      candidate={candidate}
      onClose={onClose}
      title="Add to a saved list"
      schema={savedListChoiceSchema}
      defaultValues={{ listId: '' }}
      fields={['listId']}
      failureMessage="The candidate could not be added to the list."
      submitLabel="Add to list"
      empty={
        none ? <Alert severity="info">There are no saved lists yet: create one first.</Alert> : null
      }
      submit={async (chosen, { listId }) => {
        await addToList({ listId, candidateId: chosen.id }).unwrap();
        const list = lists.data?.find((option) => option.id === listId);
        return `${chosen.name} was added to ${list?.name ?? 'the list'}.`;
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
    </PoolCandidateDialog>
  );
}
