import { useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import {
  APPLICATION_EXPERIENCE_OPTIONS,
  CONSENT_SOURCES,
  CONSENT_SOURCE_LABELS,
  CTC_ENTRY_HINT,
  INDIAN_STATES,
  MANUAL_SOURCES,
  NOTICE_PERIOD_OPTIONS,
  RESUME_EXTENSIONS,
} from '@vistaar/shared/config';
import {
  manualCandidateSchema,
  resumeFileSchema,
  type ManualCandidateInput,
} from '@vistaar/shared/validation';
import { FormDialog } from '@/shared/ui/dialogs';
import {
  FormCheckbox,
  LazyFormDatePicker,
  FormFileButton,
  FormSelect,
  FormTextField,
} from '@/shared/ui/form';
import { useAddCandidateMutation } from '../api/applications-api';
import type { DeskJob } from '../model/desk-job';
import { SourceFields, type SourceValues } from './SourceFields';

interface CandidateValues extends SourceValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  jobExperience: string;
  currentEmployer: string;
  currentCTC: string;
  expectedCTC: string;
  currentLocation: string;
  noticePeriod: string;
  noticeUntil: string;
  servingNotice: boolean;
  consentSource: string;
  formResume: File | null;
}

const EMPTY: CandidateValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  city: '',
  state: '',
  jobExperience: '',
  currentEmployer: '',
  currentCTC: '',
  expectedCTC: '',
  currentLocation: '',
  noticePeriod: '',
  noticeUntil: '',
  servingNotice: false,
  source: '',
  referrerCode: '',
  sourceDetail: '',
  consentSource: '',
  formResume: null,
};

const FIELDS = Object.keys(EMPTY) as (keyof CandidateValues)[];

const schema = manualCandidateSchema.shape({ formResume: resumeFileSchema });

type CandidateOutput = ManualCandidateInput & { formResume: File };

const CONSENT_OPTIONS = CONSENT_SOURCES.map((value) => ({
  value,
  label: CONSENT_SOURCE_LABELS[value],
}));

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

/** The resume button, the chosen file's name and its message. */
function ResumeField({ control, busy }: { control: Control<CandidateValues>; busy: boolean }) {
  const file = useWatch({ control, name: 'formResume' });
  const { errors } = useFormState({ control, name: 'formResume' });
  const message = errors.formResume?.message;
  return (
    <Box>
      <FormFileButton
        control={control}
        name="formResume"
        label={file ? 'Choose another resume' : 'Choose resume'}
        inputLabel="Resume"
        accept={RESUME_EXTENSIONS.join(',')}
        variant="outlined"
        disabled={busy}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {file ? file.name : 'PDF or Word document, under 5 MB'}
      </Typography>
      {message ? <FormHelperText error>{message}</FormHelperText> : null}
    </Box>
  );
}

function NoticeUntil({ control, busy }: { control: Control<CandidateValues>; busy: boolean }) {
  const period = useWatch({ control, name: 'noticePeriod' });
  return period === 'date' ? (
    <LazyFormDatePicker
      control={control}
      name="noticeUntil"
      label="Last working day"
      required
      disablePast
      disabled={busy}
    />
  ) : null;
}

/**
 * A recruiter adding a sourced or referred candidate to this job: the details they know, a
 * resume, the source and how the candidate agreed to the privacy notice, which the server
 * then e-mails to the candidate with their My application link.
 */
export function AddCandidateDialog({
  job,
  open,
  onClose,
}: {
  job: DeskJob;
  open: boolean;
  onClose: () => void;
}) {
  const [addCandidate] = useAddCandidateMutation();
  const [added, setAdded] = useState<string | null>(null);
  const close = () => {
    setAdded(null);
    onClose();
  };
  return (
    <FormDialog<CandidateValues, CandidateOutput>
      open={open}
      maxWidth="md"
      fullScreenOnPhone
      title="Add a candidate"
      subtitle={job.title}
      schema={schema}
      defaultValues={EMPTY}
      fields={FIELDS}
      failureMessage="The candidate could not be added. Please try again."
      submitLabel="Add candidate"
      busyLabel="Adding..."
      onClose={close}
      standIn={
        added
          ? {
              content: (
                <Typography role="status">
                  {`${added} was added to ${job.title}. They have been e-mailed the privacy notice and the link to My application.`}
                </Typography>
              ),
              closeLabel: 'Done',
              prominent: true,
            }
          : null
      }
      onSubmit={async ({ formResume, ...candidate }) => {
        await addCandidate({ jobId: job.id, candidate, resume: formResume }).unwrap();
        setAdded(`${candidate.firstName} ${candidate.lastName}`);
      }}
    >
      {({ control }, busy) => {
        const field = { control, disabled: busy, fullWidth: true } as const;
        return (
          <Box sx={grid}>
            <FormTextField {...field} name="firstName" label="First name" required />
            <FormTextField {...field} name="lastName" label="Last name" required />
            <FormTextField {...field} name="email" label="Email" required type="email" />
            <FormTextField {...field} name="phone" label="Phone number" type="tel" />
            <FormTextField {...field} name="city" label="City" />
            <FormSelect {...field} name="state" label="State" options={INDIAN_STATES} />
            <FormSelect
              {...field}
              name="jobExperience"
              label="Experience"
              options={APPLICATION_EXPERIENCE_OPTIONS}
            />
            <FormTextField {...field} name="currentEmployer" label="Current employer" />
            <FormTextField
              {...field}
              name="currentCTC"
              label="Current CTC"
              helperText={CTC_ENTRY_HINT}
            />
            <FormTextField
              {...field}
              name="expectedCTC"
              label="Expected CTC"
              helperText={CTC_ENTRY_HINT}
            />
            <FormTextField {...field} name="currentLocation" label="Current location" />
            <FormSelect
              {...field}
              name="noticePeriod"
              label="Notice period"
              options={NOTICE_PERIOD_OPTIONS}
            />
            <NoticeUntil control={control} busy={busy} />
            <FormCheckbox
              control={control}
              name="servingNotice"
              label="Serving notice"
              disabled={busy}
            />
            <SourceFields
              control={control as unknown as Control<SourceValues, unknown, unknown>}
              busy={busy}
              sources={MANUAL_SOURCES}
            />
            <FormSelect
              {...field}
              name="consentSource"
              label="Consent obtained"
              required
              options={CONSENT_OPTIONS}
              helperText="How the candidate agreed to the privacy notice and to be put forward"
            />
            <ResumeField control={control} busy={busy} />
          </Box>
        );
      }}
    </FormDialog>
  );
}
