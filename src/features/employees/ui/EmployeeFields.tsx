import { useWatch, type UseFormReturn } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { EMPLOYEE_GENDERS, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from '@vistaar/shared/config';
import { normalizePhoneInput } from '@/shared/lib/phone';
import { LazyFormDatePicker, FormSelect, FormTextField } from '@/shared/ui/form';
import type { EmployeeFormOutput, EmployeeFormValues } from '../model/employee-form-schema';
import { EmployeePhotoPicker } from './EmployeePhotoPicker';

/** Statuses that end employment and so carry a termination date. */
const LEAVING_STATUSES: readonly string[] = ['Terminated', 'Resigned'];

const mobilePhone = (text: string) => normalizePhoneInput(text, 'mobile');

export interface EmployeeFieldsProps {
  form: UseFormReturn<EmployeeFormValues, unknown, EmployeeFormOutput>;
  /** The stored photo shown until another is chosen; none for a new record. */
  currentPhotoUrl?: string | null;
  onCurrentPhotoRemoved?: () => void;
}

/** An employee record's fields, in form order: the register's form and the hire dialog share them. */
export function EmployeeFields({
  form,
  currentPhotoUrl = null,
  onCurrentPhotoRemoved = () => undefined,
}: EmployeeFieldsProps) {
  const { control, setValue, trigger, clearErrors } = form;
  const showTermination = LEAVING_STATUSES.includes(useWatch({ control, name: 'status' }));
  const cell = { xs: 12, sm: 6, md: 4 } as const;
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <EmployeePhotoPicker
          control={control}
          currentUrl={currentPhotoUrl}
          onSelect={(file) => {
            setValue('profile_image', file);
            void trigger('profile_image');
          }}
          onRemove={() => {
            setValue('profile_image', null);
            clearErrors('profile_image');
            onCurrentPhotoRemoved();
          }}
        />
      </Grid>

      <Grid size={cell}>
        <FormTextField
          control={control}
          name="employee_code"
          label="Employee Code"
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="full_name"
          label="Full Name"
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={cell}>
        <LazyFormDatePicker
          control={control}
          name="date_of_birth"
          label="Date of Birth"
          required
          disableFuture
        />
      </Grid>

      <Grid size={cell}>
        <FormSelect
          control={control}
          name="gender"
          label="Gender"
          required
          options={EMPLOYEE_GENDERS}
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="phone_number"
          label="Phone Number"
          required
          type="tel"
          autoComplete="off"
          normalize={mobilePhone}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="personal_email"
          label="Personal Email"
          required
          type="email"
          autoComplete="off"
        />
      </Grid>

      <Grid size={cell}>
        <FormTextField
          control={control}
          name="official_email"
          label="Official Email"
          type="email"
          autoComplete="off"
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="designation"
          label="Designation"
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField control={control} name="department" label="Department" autoComplete="off" />
      </Grid>

      <Grid size={cell}>
        <LazyFormDatePicker control={control} name="joining_date" label="Joining Date" required />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="salary"
          label="Salary (per annum)"
          required
          type="number"
          slotProps={{
            htmlInput: { inputMode: 'decimal', min: 0, step: 1 },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="employment_type"
          label="Employment Type"
          options={EMPLOYMENT_TYPES}
        />
      </Grid>

      <Grid size={cell}>
        <FormTextField control={control} name="grade" label="Grade" autoComplete="off" />
      </Grid>
      <Grid size={cell}>
        <FormSelect control={control} name="status" label="Status" options={EMPLOYEE_STATUSES} />
      </Grid>
      {showTermination ? (
        <Grid size={cell}>
          <LazyFormDatePicker
            control={control}
            name="termination_date"
            label="Termination Date"
            shouldUnregister
          />
        </Grid>
      ) : null}
    </Grid>
  );
}
