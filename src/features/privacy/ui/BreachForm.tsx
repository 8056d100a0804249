import { useEffect, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  BREACH_BOARD_REPORT_HOURS,
  BREACH_FIELDS,
  BREACH_FIELD_LABELS,
  BREACH_SOURCES,
  BREACH_SOURCE_LABELS,
} from '@vistaar/shared/config';
import type { BreachRecord } from '@vistaar/shared/contract';
import {
  FormCheckboxGroup,
  FormSelect,
  FormTextField,
  applyServerErrors,
  useSchemaForm,
} from '@/shared/ui/form';
import { breachSchema, type BreachInput } from '@vistaar/shared/validation';
import {
  useGetBreachJobsQuery,
  useRecordBreachMutation,
  useUpdateBreachMutation,
} from '../api/breaches-api';
import {
  BREACH_FORM_FIELDS,
  breachFormValues,
  type BreachFormValues,
} from '../model/breach-form-values';
import { ColumnGrid } from '@/shared/ui/column-grid';
import { ErrorAlert } from '@/shared/ui/feedback';

const sourceOptions = BREACH_SOURCES.map((value) => ({
  value,
  label: BREACH_SOURCE_LABELS[value],
}));
const fieldOptions = BREACH_FIELDS.map((value) => ({ value, label: BREACH_FIELD_LABELS[value] }));
const shrink = { inputLabel: { shrink: true } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

/**
 * What staff know about a breach: what happened, when and where, which data, the likely
 * consequences, what is being done, what people can do and whom to ask. Saving leads to the
 * review of the people affected and the texts; nothing is sent from here.
 */
export function BreachForm({
  breach,
  onSaved,
}: {
  /** The breach being corrected before its notices go; none for a new one. */
  breach?: BreachRecord;
  onSaved: (id: number) => void;
}) {
  const { control, handleSubmit, setError, setValue } = useSchemaForm<
    BreachFormValues,
    BreachInput
  >(breachSchema, breachFormValues(breach));
  const sources = useWatch({ control, name: 'sources' });
  const applications = sources.includes('applications');
  const { data: jobs = [] } = useGetBreachJobsQuery();
  const [record, recording] = useRecordBreachMutation();
  const [update, updating] = useUpdateBreachMutation();
  const [failure, setFailure] = useState<string | null>(null);

  // The job and dates narrow applications only; without them they must not linger unseen.
  useEffect(() => {
    if (applications) return;
    setValue('jobId', '');
    setValue('appliedFrom', '');
    setValue('appliedTo', '');
  }, [applications, setValue]);

  const save = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const answer = breach
        ? await update({ id: breach.id, ...input }).unwrap()
        : await record(input).unwrap();
      if (answer.data) onSaved(answer.data.id);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error as ApiError);
      const rest = applyServerErrors(setError, fieldErrors, BREACH_FORM_FIELDS);
      if (Object.keys(fieldErrors).length === 0 || Object.keys(rest).length > 0) {
        setFailure(apiErrorMessage(error as ApiError, 'The breach could not be saved.'));
      }
    }
  });

  return (
    <Box
      component="form"
      onSubmit={save}
      noValidate
      aria-label={breach ? 'Correct the breach' : 'Record a breach'}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <ErrorAlert message={failure} />
        <Section title="What happened">
          <FormTextField
            control={control}
            name="summary"
            label="What happened"
            helperText="In plain words, as the people affected will read it: what happened and how."
            required
            fullWidth
            multiline
            minRows={3}
          />
          <FormTextField
            control={control}
            name="location"
            label="Where it happened"
            helperText="The system, office or supplier, for example 'the recruiting database on our web server'."
            required
            fullWidth
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="occurredAt"
              label="When it happened (IST)"
              type="datetime-local"
              slotProps={shrink}
              helperText="Your best estimate if not known exactly."
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="discoveredAt"
              label="When it was discovered (IST)"
              type="datetime-local"
              slotProps={shrink}
              helperText={`The Board's report is due ${BREACH_BOARD_REPORT_HOURS} hours after this.`}
              required
              fullWidth
            />
          </Box>
        </Section>
        <Section title="Data involved">
          <FormCheckboxGroup
            control={control}
            name="sources"
            legend="Records involved (the people they name are the people affected)"
            options={sourceOptions}
          />
          {applications ? (
            <ColumnGrid gap={2} columns={{ xs: '1fr', md: '2fr 1fr 1fr' }}>
              <FormSelect
                control={control}
                name="jobId"
                label="Applications for"
                options={[
                  { value: '', label: 'Every job' },
                  ...jobs.map((job) => ({
                    value: String(job.id),
                    label: `${job.title} (${job.applications})`,
                  })),
                ]}
                slotProps={{ ...shrink, select: { displayEmpty: true } }}
                fullWidth
              />
              <FormTextField
                control={control}
                name="appliedFrom"
                label="Applied from"
                type="date"
                slotProps={shrink}
                fullWidth
              />
              <FormTextField
                control={control}
                name="appliedTo"
                label="Applied up to"
                type="date"
                slotProps={shrink}
                fullWidth
              />
            </ColumnGrid>
          ) : null}
          <FormCheckboxGroup
            control={control}
            name="fields"
            legend="Kinds of personal data involved"
            options={fieldOptions}
          />
        </Section>
        <Section title="Consequences and measures">
          <FormTextField
            control={control}
            name="consequences"
            label="Likely consequences for the people affected"
            required
            fullWidth
            multiline
            minRows={2}
          />
          <FormTextField
            control={control}
            name="measures"
            label="Measures taken and being taken"
            helperText="What stopped the breach, what is being done to limit harm and to prevent it happening again."
            required
            fullWidth
            multiline
            minRows={2}
          />
          <FormTextField
            control={control}
            name="safetySteps"
            label="What people can do to protect themselves"
            required
            fullWidth
            multiline
            minRows={3}
          />
          <FormTextField
            control={control}
            name="contact"
            label="Contact for questions"
            helperText="Named in the notice and the report."
            required
            fullWidth
          />
        </Section>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={recording.isLoading || updating.isLoading}
          >
            {breach ? 'Save and review' : 'Record and review'}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nothing is sent yet: the next step shows the people affected, the notice and the report
          for the Board, and asks you to confirm before any notice goes.
        </Typography>
      </Stack>
    </Box>
  );
}
