import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { holidayCreateSchema, type HolidayInput } from '@vistaar/shared/validation';
import { FormDialog } from '@/shared/ui/dialogs';
import { SettingsSection, type SettingsNotice } from '@/shared/ui/editable-list';
import { FormTextField } from '@/shared/ui/form';
import {
  useAddHolidayMutation,
  useGetHolidaysQuery,
  useRemoveHolidayMutation,
} from '../api/pipeline-api';

/** The public holidays stage limits skip: everyone sees them, admins keep the list. */
export function HolidaySettings({ canEdit }: { canEdit: boolean }) {
  const { data: holidays = [], isLoading, error } = useGetHolidaysQuery();
  const [add] = useAddHolidayMutation();
  const [remove, removing] = useRemoveHolidayMutation();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<SettingsNotice | null>(null);

  async function removeDay(day: string, name: string) {
    setNotice(null);
    try {
      const answer = await remove(day).unwrap();
      setNotice({ severity: 'success', text: `${answer.message ?? 'Holiday removed'}: ${name}` });
    } catch (failure) {
      setNotice({
        severity: 'error',
        text: apiErrorMessage(failure as ApiError, 'The holiday could not be removed.'),
      });
    }
  }

  return (
    <SettingsSection
      headingId="holidays-heading"
      title="Holidays"
      description="Stage limits count working days: Monday to Friday in India, less these holidays."
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      {isLoading ? <Typography role="status">Loading the holidays...</Typography> : null}
      {error && holidays.length === 0 ? (
        <Alert severity="error">{apiErrorMessage(error as ApiError, 'Network Error.')}</Alert>
      ) : null}
      <List dense aria-labelledby="holidays-heading">
        {holidays.map((holiday) => (
          <ListItem
            key={holiday.day}
            secondaryAction={
              canEdit ? (
                <Button
                  size="small"
                  disabled={removing.isLoading}
                  aria-label={`Remove ${holiday.name} (${holiday.day})`}
                  onClick={() => void removeDay(holiday.day, holiday.name)}
                >
                  Remove
                </Button>
              ) : null
            }
          >
            <ListItemText primary={holiday.name} secondary={holiday.day} />
          </ListItem>
        ))}
      </List>
      {canEdit ? (
        <Button variant="outlined" onClick={() => setAdding(true)}>
          Add a holiday
        </Button>
      ) : null}
      {adding ? (
        <FormDialog<HolidayInput, HolidayInput>
          open
          title="Add a holiday"
          schema={holidayCreateSchema}
          defaultValues={{ day: '', name: '' }}
          fields={['day', 'name']}
          failureMessage="The holiday could not be added."
          submitLabel="Add holiday"
          maxWidth="xs"
          onClose={() => setAdding(false)}
          onSubmit={async (values) => {
            const answer = await add(values).unwrap();
            setNotice({
              severity: 'success',
              text: `${answer.message ?? 'Holiday added'}: ${values.name}`,
            });
            setAdding(false);
          }}
        >
          {({ control }) => (
            <>
              <FormTextField
                control={control}
                name="day"
                label="Date (YYYY-MM-DD)"
                fullWidth
                autoFocus
                sx={{ mb: 2 }}
              />
              <FormTextField control={control} name="name" label="Name" fullWidth />
            </>
          )}
        </FormDialog>
      ) : null}
    </SettingsSection>
  );
}
