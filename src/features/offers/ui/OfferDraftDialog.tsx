import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OfferRecord } from '@vistaar/shared/contract';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { offerDraftSchema, type OfferDraftInput } from '@vistaar/shared/validation/offer-schema';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormSelect, FormTextField } from '@/shared/ui/form';
import {
  useChangeOfferMutation,
  useDraftOfferMutation,
  useGetCtcStructuresQuery,
  useGetOfferTemplatesQuery,
} from '../api/offers-api';

interface DraftValues {
  templateId: string;
  ctcStructureId: string;
  ctc: string;
  designation: string;
  location: string;
  reportingManager: string;
  joiningDate: string;
  validUntil: string;
}

const FIELDS = [
  'templateId',
  'ctcStructureId',
  'ctc',
  'designation',
  'location',
  'reportingManager',
  'joiningDate',
  'validUntil',
] as const;

function startingValues(from: OfferRecord | null, jobTitle: string): DraftValues {
  if (!from) {
    return {
      templateId: '',
      ctcStructureId: '',
      ctc: '',
      designation: jobTitle,
      location: '',
      reportingManager: '',
      joiningDate: addDays(indiaToday(), 30),
      validUntil: addDays(indiaToday(), 7),
    };
  }
  return {
    templateId: String(from.template.id),
    ctcStructureId: String(from.ctcStructureId),
    ctc: String(from.ctc),
    designation: from.designation,
    location: from.location,
    reportingManager: from.reportingManager,
    joiningDate: from.joiningDate,
    validUntil: from.validUntil,
  };
}

/**
 * Drafting an offer, changing one being prepared (it goes back to draft, to be approved
 * again), or a revision of one the candidate holds (`revising`).
 */
export function OfferDraftDialog({
  open,
  applicationId,
  jobTitle,
  editing,
  revising,
  onClose,
}: {
  open: boolean;
  applicationId: number;
  jobTitle: string;
  /** The offer changed in place. */
  editing: OfferRecord | null;
  /** The offer a new version starts from. */
  revising: OfferRecord | null;
  onClose: (saved?: string) => void;
}) {
  const { data: templates = [] } = useGetOfferTemplatesQuery();
  const { data: structures = [] } = useGetCtcStructuresQuery();
  const [draft] = useDraftOfferMutation();
  const [change] = useChangeOfferMutation();
  const inUse = <T extends { archived: boolean; id: number; name: string }>(list: T[]) =>
    list
      .filter((item) => !item.archived)
      .map((item) => ({ value: String(item.id), label: item.name }));
  const locked = editing && editing.status !== 'draft';
  return (
    <FormDialog<DraftValues, OfferDraftInput>
      open={open}
      maxWidth="sm"
      fullScreenOnPhone
      title={editing ? 'Change the offer' : revising ? 'Revise the offer' : 'Draft an offer'}
      intro={
        locked || revising ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {locked
              ? 'Saving a change returns the offer to draft: it needs approval again.'
              : 'The revision replaces the offer the candidate holds once it is approved and sent.'}
          </Typography>
        ) : undefined
      }
      schema={offerDraftSchema}
      defaultValues={startingValues(editing ?? revising, jobTitle)}
      fields={FIELDS}
      failureMessage="The offer could not be saved. Please try again."
      submitLabel={editing ? 'Save as draft' : 'Save draft'}
      onClose={() => onClose()}
      onSubmit={async (input) => {
        if (editing) await change({ id: editing.id, ...input }).unwrap();
        else await draft({ applicationId, ...input }).unwrap();
        onClose('Offer saved as a draft.');
      }}
    >
      {({ control }, busy) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormSelect
            control={control}
            name="templateId"
            label="Letter template"
            options={inUse(templates)}
            disabled={busy}
            required
          />
          <FormSelect
            control={control}
            name="ctcStructureId"
            label="CTC structure"
            options={inUse(structures)}
            disabled={busy}
            required
          />
          <FormTextField
            control={control}
            name="ctc"
            label="CTC (rupees a year)"
            inputMode="numeric"
            helperText="Whole rupees, e.g. 1850000 for ₹18,50,000"
            disabled={busy}
            required
          />
          <FormTextField
            control={control}
            name="designation"
            label="Designation"
            disabled={busy}
            required
          />
          <FormTextField
            control={control}
            name="location"
            label="Work location"
            disabled={busy}
            required
          />
          <FormTextField
            control={control}
            name="reportingManager"
            label="Reporting manager"
            disabled={busy}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="joiningDate"
              label="Joining date"
              type="date"
              disabled={busy}
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name="validUntil"
              label="Valid until"
              type="date"
              disabled={busy}
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </Stack>
      )}
    </FormDialog>
  );
}
