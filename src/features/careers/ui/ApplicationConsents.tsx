import { useWatch, type Control } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_CONSENT_LABEL,
  KEEP_FOR_OTHER_ROLES_LABEL,
  applicationNotice,
} from '@vistaar/shared/config';
import { PHONE_PATTERN } from '@vistaar/shared/config/constants';
import { CHANNEL_OPT_IN_LABELS } from '@vistaar/shared/config/messaging';
import { FormCheckbox } from '@/shared/ui/form';
import { PrivacyNotice } from '@/shared/ui/privacy-notice';
import type { ApplicationFormValues } from '../model/application-form';

const CHANNEL_NUMBER_ID = 'application-channel-number';

const NOTICE_ID = 'application-privacy-notice';

/** The channels an applicant may opt in to besides e-mail, in the form's order. */
const CHANNELS = ['whatsapp', 'sms'] as const;

/** The privacy notice, the agreement to it and the applicant's optional choices. */
export function ApplicationConsents({
  control,
  disabled,
}: {
  control: Control<ApplicationFormValues>;
  disabled: boolean;
}) {
  const phone = useWatch({ control, name: 'phone' });
  return (
    <Stack spacing={1.5}>
      <PrivacyNotice notice={applicationNotice} id={NOTICE_ID} headingComponent="h2" defaultOpen />
      <FormCheckbox
        control={control}
        name="consent"
        label={APPLICATION_CONSENT_LABEL}
        required
        disabled={disabled}
        describedBy={`${NOTICE_ID}-summary`}
      />
      <FormCheckbox
        control={control}
        name="keepForOtherRoles"
        label={KEEP_FOR_OTHER_ROLES_LABEL}
        disabled={disabled}
      />
      {CHANNELS.map((channel) => (
        <FormCheckbox
          key={channel}
          control={control}
          name={`${channel}Updates`}
          label={CHANNEL_OPT_IN_LABELS[channel]}
          disabled={disabled}
          describedBy={CHANNEL_NUMBER_ID}
        />
      ))}
      <Typography id={CHANNEL_NUMBER_ID} variant="body2" sx={{ color: 'text.secondary' }}>
        {PHONE_PATTERN.test(phone ?? '')
          ? `Updates go to +91 ${phone} as well as by e-mail. Reply STOP at any time to end them.`
          : 'Updates go to the phone number above as well as by e-mail. Reply STOP at any time to end them.'}
      </Typography>
    </Stack>
  );
}
