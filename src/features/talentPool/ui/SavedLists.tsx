import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { candidateRecordPath } from '@vistaar/shared/config';
import type { SavedListSummary } from '@vistaar/shared/contract';
import { savedListSchema, type SavedListInput } from '@vistaar/shared/validation';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { ConfirmDialog, FormDialog, ViewDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';
import {
  useCreateSavedListMutation,
  useDeleteSavedListMutation,
  useGetSavedListMembersQuery,
  useGetSavedListsQuery,
  useRemoveFromSavedListMutation,
  useRenameSavedListMutation,
} from '../api/talent-pool-api';
import { countOf } from '@/shared/lib/count-of';

/** A new list's name, or a list's new name. */
function ListNameDialog({
  list,
  open,
  onClose,
}: {
  list: SavedListSummary | null;
  open: boolean;
  onClose: () => void;
}) {
  const [create] = useCreateSavedListMutation();
  const [rename] = useRenameSavedListMutation();
  return (
    <FormDialog<SavedListInput, SavedListInput>
      open={open}
      title={list ? 'Rename list' : 'New saved list'}
      subtitle={list?.name}
      schema={savedListSchema}
      defaultValues={{ name: list?.name ?? '' }}
      fields={['name']}
      failureMessage="The list could not be saved."
      submitLabel={list ? 'Rename' : 'Create list'}
      busyLabel="Saving..."
      onClose={onClose}
      onSubmit={async (values) => {
        if (list) await rename({ id: list.id, values }).unwrap();
        else await create(values).unwrap();
        onClose();
      }}
    >
      {({ control }) => (
        <FormTextField
          control={control}
          name="name"
          label="Name"
          required
          fullWidth
          sx={{ mt: 1 }}
        />
      )}
    </FormDialog>
  );
}

function ListMembersDialog({
  list,
  onClose,
}: {
  list: SavedListSummary | null;
  onClose: () => void;
}) {
  const members = useGetSavedListMembersQuery(list?.id ?? 0, { skip: list === null });
  const [remove, removal] = useRemoveFromSavedListMutation();
  return (
    <ViewDialog
      open={list !== null}
      title={list?.name ?? ''}
      subtitle="Saved list"
      onClose={onClose}
    >
      {members.error ? (
        <Alert severity="error">
          {apiErrorMessage(members.error as ApiError, 'The list could not be loaded.')}
        </Alert>
      ) : null}
      {removal.error ? (
        <Alert severity="error">
          {apiErrorMessage(removal.error as ApiError, 'The candidate could not be removed.')}
        </Alert>
      ) : null}
      {members.data && members.data.length === 0 ? (
        <Typography variant="body2">No candidates on this list.</Typography>
      ) : null}
      <List dense aria-label="Candidates on the list">
        {(members.data ?? []).map((member) => (
          <ListItem
            key={member.candidateId}
            secondaryAction={
              <Button
                size="small"
                aria-label={`Remove ${member.name} from the list`}
                disabled={removal.isLoading}
                onClick={() =>
                  list && void remove({ listId: list.id, candidateId: member.candidateId })
                }
              >
                Remove
              </Button>
            }
          >
            <ListItemText
              primary={
                <Link component={RouterLink} to={candidateRecordPath(member.candidateId)}>
                  {member.name}
                </Link>
              }
            />
          </ListItem>
        ))}
      </List>
    </ViewDialog>
  );
}

/** Asks before a list goes; its candidates stay in the pool. */
function DeleteListDialog({
  list,
  onClose,
}: {
  list: SavedListSummary | null;
  onClose: () => void;
}) {
  const [deleteList, deletion] = useDeleteSavedListMutation();
  return (
    <ConfirmDialog
      open={list !== null}
      title="Delete saved list?"
      confirmLabel="Delete list"
      busy={deletion.isLoading}
      error={
        deletion.error
          ? apiErrorMessage(deletion.error as ApiError, 'The list could not be deleted.')
          : null
      }
      focusCancel
      onConfirm={() => {
        if (list)
          void deleteList(list.id)
            .unwrap()
            .then(onClose, () => undefined);
      }}
      onClose={onClose}
      onExited={deletion.reset}
    >
      {list
        ? `The list "${list.name}" will be deleted. Its ${countOf(list.members, 'candidate stays', 'candidates stay')} in the talent pool.`
        : null}
    </ConfirmDialog>
  );
}

/** The saved lists of pool candidates: create, rename, delete, open to see and remove members. */
export function SavedLists() {
  const lists = useGetSavedListsQuery();
  const [naming, setNaming] = useState<{ list: SavedListSummary | null } | null>(null);
  const [open, setOpen] = useState<SavedListSummary | null>(null);
  const [deleting, setDeleting] = useState<SavedListSummary | null>(null);
  return (
    <Stack component="section" aria-labelledby="saved-lists-title" spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="saved-lists-title" variant="h6" component="h2">
          Saved lists
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setNaming({ list: null })}>
          New list
        </Button>
      </Stack>
      {lists.error ? (
        <Alert severity="error">
          {apiErrorMessage(lists.error as ApiError, 'The saved lists could not be loaded.')}
        </Alert>
      ) : null}
      {lists.data && lists.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No saved lists yet.
        </Typography>
      ) : null}
      <List dense aria-label="Saved lists">
        {(lists.data ?? []).map((list) => (
          <ListItem
            key={list.id}
            sx={{ pr: 20 }}
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <Button
                  size="small"
                  aria-label={`Rename ${list.name}`}
                  onClick={() => setNaming({ list })}
                >
                  Rename
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Delete ${list.name}`}
                  onClick={() => setDeleting(list)}
                >
                  Delete
                </Button>
              </Stack>
            }
          >
            <ListItemText
              primary={
                <Link component="button" type="button" onClick={() => setOpen(list)}>
                  {list.name}
                </Link>
              }
              secondary={countOf(list.members, 'candidate')}
            />
          </ListItem>
        ))}
      </List>
      <ListNameDialog
        key={naming?.list?.id ?? 'new'}
        open={naming !== null}
        list={naming?.list ?? null}
        onClose={() => setNaming(null)}
      />
      <ListMembersDialog list={open} onClose={() => setOpen(null)} />
      <DeleteListDialog list={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
