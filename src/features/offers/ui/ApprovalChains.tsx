import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { OfferApprovalRule } from '@vistaar/shared/contract';
import { formatRupees } from '@vistaar/shared/lib/ctc';
import {
  offerApprovalRuleSchema,
  type OfferApprovalRuleInput,
} from '@vistaar/shared/validation/offer-schema';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { BareList } from '@/shared/ui/bare-list';
import { FormDialog } from '@/shared/ui/dialogs';
import {
  useAddApprovalRuleMutation,
  useGetApprovalOptionsQuery,
  useGetApprovalRulesQuery,
  useRemoveApprovalRuleMutation,
} from '../api/offers-api';

interface ChainValues {
  jobId: number | null;
  minCtc: number | null;
  maxCtc: number | null;
  approverIds: number[];
}

function scopeOf(rule: OfferApprovalRule): string {
  if (rule.jobId !== null) return `Job: ${rule.jobTitle ?? rule.jobId}`;
  const from = rule.minCtc !== null ? formatRupees(rule.minCtc) : null;
  const to = rule.maxCtc !== null ? formatRupees(rule.maxCtc) : null;
  if (from && to) return `CTC from ${from} to ${to}`;
  return from ? `CTC from ${from}` : `CTC up to ${to}`;
}

const rupeesOrNull = (text: string) =>
  text.trim() === '' ? null : Number(text.replace(/[,\s₹]/g, ''));

function ChainDialog({ onClose }: { onClose: () => void }) {
  const { data: options } = useGetApprovalOptionsQuery();
  const [add] = useAddApprovalRuleMutation();
  const [next, setNext] = useState('');
  return (
    <FormDialog<ChainValues, OfferApprovalRuleInput>
      open
      maxWidth="sm"
      fullScreenOnPhone
      title="Add an approval chain"
      intro={
        <Typography sx={{ color: 'text.secondary' }}>
          A job&apos;s chain wins over the bands. Approvers are asked in the order listed.
        </Typography>
      }
      schema={offerApprovalRuleSchema}
      defaultValues={{ jobId: null, minCtc: null, maxCtc: null, approverIds: [] }}
      fields={['jobId', 'minCtc', 'maxCtc', 'approverIds']}
      failureMessage="The chain could not be saved. Please try again."
      submitLabel="Add chain"
      onClose={onClose}
      onSubmit={async (input) => {
        await add(input).unwrap();
        onClose();
      }}
    >
      {({ control }, busy) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={control}
            name="jobId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="For"
                value={field.value === null ? '' : String(field.value)}
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? null : Number(event.target.value))
                }
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                disabled={busy}
              >
                <MenuItem value="">Offers in a CTC band (any job)</MenuItem>
                {(options?.jobs ?? []).map((job) => (
                  <MenuItem key={job.id} value={String(job.id)}>
                    {job.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['minCtc', 'maxCtc'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <TextField
                    label={name === 'minCtc' ? 'CTC from (₹ a year)' : 'CTC up to (₹ a year)'}
                    defaultValue=""
                    onChange={(event) => field.onChange(rupeesOrNull(event.target.value))}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    disabled={busy}
                    inputMode="numeric"
                    fullWidth
                  />
                )}
              />
            ))}
          </Stack>
          <Controller
            control={control}
            name="approverIds"
            render={({ field, fieldState }) => {
              const named = (id: number) =>
                options?.approvers.find((person) => person.id === id)?.name ?? String(id);
              return (
                <Box>
                  <Stack
                    direction="row"
                    sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}
                    aria-label="Approvers in order"
                  >
                    {field.value.map((id, index) => (
                      <Chip
                        key={id}
                        label={`${index + 1}. ${named(id)}`}
                        onDelete={() => field.onChange(field.value.filter((other) => other !== id))}
                      />
                    ))}
                  </Stack>
                  <TextField
                    select
                    label="Add an approver"
                    value={next}
                    onChange={(event) => {
                      setNext('');
                      field.onChange([...field.value, Number(event.target.value)]);
                    }}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ??
                      'Each approver is asked after the one before has approved.'
                    }
                    disabled={busy}
                    fullWidth
                  >
                    {(options?.approvers ?? [])
                      .filter((person) => !field.value.includes(person.id))
                      .map((person) => (
                        <MenuItem key={person.id} value={String(person.id)}>
                          {person.name}
                        </MenuItem>
                      ))}
                  </TextField>
                </Box>
              );
            }}
          />
        </Stack>
      )}
    </FormDialog>
  );
}

/** Who approves offers, in order: a chain per job, or per CTC band (admins). */
export function ApprovalChains() {
  const { data: rules = [], error } = useGetApprovalRulesQuery();
  const [remove] = useRemoveApprovalRuleMutation();
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Box component="section" aria-labelledby="approval-chains-heading">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id="approval-chains-heading" variant="h6" component="h2" sx={{ mr: 'auto' }}>
          Approval chains
        </Typography>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          Add a chain
        </Button>
      </Stack>
      {error || problem ? (
        <Alert severity="error">
          {problem ?? apiErrorMessage(error as ApiError, 'The chains could not be loaded.')}
        </Alert>
      ) : null}
      <BareList sx={{ display: 'grid', gap: 1 }}>
        {rules.map((rule) => (
          <Paper
            component="li"
            key={rule.id}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box sx={{ mr: 'auto' }}>
              <Typography sx={{ fontWeight: 600 }}>{scopeOf(rule)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {rule.approvers
                  .map((person, index) => `${index + 1}. ${person.name}`)
                  .join(', then ')}
              </Typography>
            </Box>
            <Button
              size="small"
              color="error"
              onClick={() => {
                setProblem(null);
                remove(rule.id)
                  .unwrap()
                  .catch((failure: unknown) =>
                    setProblem(
                      apiErrorMessage(failure as ApiError, 'The chain could not be removed.'),
                    ),
                  );
              }}
            >
              Remove
            </Button>
          </Paper>
        ))}
      </BareList>
      {adding ? <ChainDialog onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}
