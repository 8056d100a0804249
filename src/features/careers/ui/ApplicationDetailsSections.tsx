import type { KeyboardEvent, ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_EXPERIENCE_OPTIONS,
  CTC_ENTRY_HINT,
  GENDER_OPTIONS,
  INDIAN_STATES,
  NOTICE_PERIOD_OPTIONS,
} from '@vistaar/shared/config';
import { isBlockedPhoneKey, normalizePhoneInput } from '@/shared/lib/phone';
import { FormCheckbox, FormSelect, FormTextField, LazyFormDatePicker } from '@/shared/ui/form';
import type { ApplicationFormValues } from '../model/application-form';

const livePhone = (text: string) => normalizePhoneInput(text, 'mobile-live');

function blockPhoneKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (isBlockedPhoneKey(event.key)) event.preventDefault();
}

const fullRow = { gridColumn: '1 / -1' };

const legendSx = {
  p: 0,
  mb: 2.5,
  pb: 1,
  width: '100%',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** One titled part of the application; its fields in two columns unless `single`. */
export function ApplicationFormSection({
  title,
  single = false,
  children,
}: {
  title: string;
  single?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h5" sx={legendSx}>
        {title}
      </Typography>
      {single ? (
        children
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2.5,
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}

interface SectionProps {
  control: Control<ApplicationFormValues>;
  disabled: boolean;
  /** Before JavaScript runs: the browser's own selects and date fields. */
  native: boolean;
}

/** The personal, address and professional sections of the application. */
export function ApplicationDetailsSections({ control, disabled, native }: SectionProps) {
  const field = { control, disabled } as const;
  const noticePeriod = useWatch({ control, name: 'noticePeriod' });
  return (
    <>
      <ApplicationFormSection title="Personal Information">
        <FormTextField
          {...field}
          name="firstName"
          id="application-firstName"
          label="First Name"
          required
          autoComplete="given-name"
        />
        <FormTextField
          {...field}
          name="lastName"
          id="application-lastName"
          label="Last Name"
          required
          autoComplete="family-name"
        />
        <FormTextField
          {...field}
          name="email"
          id="application-email"
          label="Email"
          required
          type="email"
          autoComplete="email"
        />
        <FormTextField
          {...field}
          name="phone"
          id="application-phone"
          label="Phone Number"
          required
          type="tel"
          autoComplete="tel-national"
          normalize={livePhone}
          onKeyDown={blockPhoneKeys}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[6-9][0-9]{9}' } }}
        />
        <LazyFormDatePicker
          {...field}
          name="dob"
          label="Date of Birth"
          required
          disableFuture
          openAtYear
          native={native}
        />
        <FormSelect
          {...field}
          name="gender"
          id="application-gender"
          label="Gender"
          required
          options={GENDER_OPTIONS}
          native={native}
        />
      </ApplicationFormSection>

      <ApplicationFormSection title="Address Information">
        <FormTextField
          {...field}
          name="address"
          id="application-address"
          label="Address"
          required
          multiline
          minRows={2}
          autoComplete="street-address"
          sx={fullRow}
        />
        <FormTextField
          {...field}
          name="city"
          id="application-city"
          label="City"
          required
          autoComplete="address-level2"
        />
        <FormSelect
          {...field}
          name="state"
          id="application-state"
          label="State"
          required
          options={INDIAN_STATES}
          native={native}
        />
      </ApplicationFormSection>

      <ApplicationFormSection title="Professional Information">
        <FormSelect
          {...field}
          name="jobExperience"
          id="application-jobExperience"
          label="Experience"
          options={APPLICATION_EXPERIENCE_OPTIONS}
          native={native}
        />
        <FormTextField
          {...field}
          name="currentEmployer"
          id="application-currentEmployer"
          label="Current Employer"
          autoComplete="organization"
        />
        <FormTextField
          {...field}
          name="currentCTC"
          id="application-currentCTC"
          label="Current CTC"
          helperText={CTC_ENTRY_HINT}
        />
        <FormTextField
          {...field}
          name="expectedCTC"
          id="application-expectedCTC"
          label="Expected CTC"
          helperText={CTC_ENTRY_HINT}
        />
        <FormSelect
          {...field}
          name="noticePeriod"
          id="application-noticePeriod"
          label="Notice Period"
          options={NOTICE_PERIOD_OPTIONS}
          native={native}
        />
        {/* Without JavaScript the field cannot appear on choosing a date: it is always there. */}
        {noticePeriod === 'date' || native ? (
          <LazyFormDatePicker
            {...field}
            name="noticeUntil"
            label="Last Working Day"
            required={noticePeriod === 'date'}
            disablePast
            native={native}
          />
        ) : null}
        <Box sx={fullRow}>
          <FormCheckbox
            control={control}
            name="servingNotice"
            label="I am serving my notice period"
            disabled={disabled}
          />
        </Box>
        <FormTextField
          {...field}
          name="currentLocation"
          id="application-currentLocation"
          label="Current Location"
          sx={fullRow}
        />
      </ApplicationFormSection>
    </>
  );
}
