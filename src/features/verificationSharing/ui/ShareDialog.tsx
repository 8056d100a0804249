import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  SHARE_FIELDS,
  SHARE_FIELDS_PRESELECTED,
  SHARE_FIELD_LABELS,
  SHARE_LIFETIME_DAYS,
  SHARE_PURPOSE_PREFIX,
  paths,
  shareNotice,
  type ShareField,
} from '@vistaar/shared/config';
import { FormCheckbox, FormCheckboxGroup, FormSelect, FormTextField } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/dialogs';
import { PrivacyPolicyLink } from '@/shared/ui/privacy-notice';
import { shareRequestSchema, type ShareRequest } from '@vistaar/shared/validation';
import { useCreateShareMutation, type ShareCreated } from '../api/verification-sharing-api';

interface ShareFormValues {
  fields: ShareField[];
  organisation: string;
  email: string;
  purpose: string;
  days: string;
  consent: boolean;
}

const DEFAULT_VALUES: ShareFormValues = {
  fields: [...SHARE_FIELDS_PRESELECTED],
  organisation: '',
  email: '',
  purpose: SHARE_PURPOSE_PREFIX,
  days: '14',
  consent: false,
};
const FIELDS = ['fields', 'organisation', 'email', 'purpose', 'days', 'consent'] as const;

const FIELD_OPTIONS = SHARE_FIELDS.map((value) => ({ value, label: SHARE_FIELD_LABELS[value] }));
const DAY_OPTIONS = SHARE_LIFETIME_DAYS.map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
}

function ShareFields({ control }: { control: Control<ShareFormValues, unknown, ShareRequest> }) {
  const [organisation, purpose, days] = useWatch({
    control,
    name: ['organisation', 'purpose', 'days'],
  });
  return (
    <>
      <FormCheckboxGroup
        control={control}
        name="fields"
        legend="What to share"
        options={FIELD_OPTIONS}
      />
      <FormTextField
        control={control}
        name="organisation"
        label="Verifier's organisation"
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name="email"
        label="Verifier's e-mail"
        type="email"
        required
        fullWidth
        helperText="The link and the one-time code go only to this address."
      />
      <FormTextField control={control} name="purpose" label="Purpose" required fullWidth />
      <FormSelect
        control={control}
        name="days"
        label="Link valid for"
        options={DAY_OPTIONS}
        fullWidth
      />
      <Alert severity="info" icon={false}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Before you confirm
        </Typography>
        <Typography variant="body2">
          {shareNotice({
            organisation: organisation.trim() || 'the verifier',
            purpose: purpose.trim() || 'the purpose you give',
            days: Number(days),
          })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <PrivacyPolicyLink />
        </Typography>
      </Alert>
      <FormCheckbox
        control={control}
        name="consent"
        label="I agree to share the ticked fields with this verifier for this purpose."
      />
    </>
  );
}

/**
 * 'Share with a verifier': the employee ticks what to disclose (dates and designation to
 * begin with), names the verifier and the purpose, picks how long the link lives, reads
 * the notice and confirms. Nothing is sent before the explicit confirmation; once sent, the
 * dialog says where the link went.
 */
export function ShareDialog({ open, onClose }: ShareDialogProps) {
  const [createShare] = useCreateShareMutation();
  const [created, setCreated] = useState<ShareCreated | null>(null);

  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <FormDialog<ShareFormValues, ShareRequest>
      open={open}
      title="Share with a verifier"
      maxWidth="sm"
      schema={shareRequestSchema}
      defaultValues={DEFAULT_VALUES}
      fields={FIELDS}
      failureMessage="The share could not be created. Please try again."
      submitLabel="Confirm and share"
      busyLabel="Sharing..."
      onClose={close}
      onSubmit={async (input) => setCreated(await createShare(input).unwrap())}
      standIn={
        created
          ? {
              closeLabel: 'Done',
              prominent: true,
              content: (
                <>
                  <Alert severity="success" sx={{ mb: 2 }}>
                    {created.message}
                  </Alert>
                  <Typography variant="body2">
                    Verification ID: <strong>{created.verificationId}</strong>. You can see every
                    view and revoke the link at any time in{' '}
                    <a href={paths.myVerifications}>My verifications</a>.
                  </Typography>
                </>
              ),
            }
          : null
      }
    >
      {({ control }) => <ShareFields control={control} />}
    </FormDialog>
  );
}
