import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Box,
  Button,
  CircularProgress,
  Grid,
  InputAdornment,
  Stack,
  Typography,
} from '@mui/material';
import type { EmployeePayload } from '@vistaar/shared/validation';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  EMPLOYEE_DEFAULTS,
  EMPLOYEE_GENDERS,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
} from '@vistaar/shared/config';
import { normalizePhoneInput } from '@/shared/lib/phone';
import {
  LazyFormDatePicker,
  FormSelect,
  FormTextField,
  applyServerErrors,
  useSchemaForm,
} from '@/shared/ui/form';
import type { Employee } from '@/entities/employee';
import {
  useAddEmployeeMutation,
  useUpdateEmployeeMutation,
  type EmployeeBody,
} from '../api/employees-api';
import {
  employeeFormSchema,
  type EmployeeFormOutput,
  type EmployeeFormValues,
} from '../model/employee-form-schema';
import { EmployeePhotoPicker } from './EmployeePhotoPicker';

const employeeFormMessages = {
  added: 'Employee added successfully',
  updated: 'Employee updated successfully',
  failed: 'Operation failed',
} as const;

/** Statuses that end employment and so carry a termination date. */
const LEAVING_STATUSES: readonly string[] = ['Terminated', 'Resigned'];

const mobilePhone = (text: string) => normalizePhoneInput(text, 'mobile');

function initialValues(employee: Employee | null | undefined): EmployeeFormValues {
  return {
    profile_image: null,
    employee_code: employee?.employee_code ?? '',
    full_name: employee?.full_name ?? '',
    date_of_birth: employee?.date_of_birth ?? '',
    gender: employee?.gender ?? '',
    phone_number: employee?.phone_number ?? '',
    personal_email: employee?.personal_email ?? '',
    official_email: employee?.official_email ?? '',
    designation: employee?.designation ?? '',
    department: employee?.department ?? '',
    joining_date: employee?.joining_date ?? '',
    salary: employee ? String(employee.salary) : '',
    employment_type: employee?.employment_type ?? EMPLOYEE_DEFAULTS.employment_type,
    grade: employee?.grade ?? '',
    status: employee?.status ?? EMPLOYEE_DEFAULTS.status,
    termination_date: employee?.termination_date ?? '',
  };
}

/** Multipart with the same fields, text fields first, then the photo. */
function toFormData(payload: EmployeePayload, photo: File): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) data.append(key, String(value));
  }
  data.append('profile_image', photo);
  return data;
}

export interface EmployeeFormProps {
  /** The employee being edited; add mode without one. Remount (key) to switch. */
  employee?: Employee | null;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  onCancel: () => void;
}

/** Add or edit an employee: validated with the shared schema, saved as JSON or multipart. */
export function EmployeeForm({ employee, onSaved, onFailed, onCancel }: EmployeeFormProps) {
  const editing = Boolean(employee);
  const [defaults] = useState(() => initialValues(employee));
  const { control, handleSubmit, setError, setValue, trigger, clearErrors } = useSchemaForm<
    EmployeeFormValues,
    EmployeeFormOutput
  >(employeeFormSchema, defaults);
  const [currentPhotoRemoved, setCurrentPhotoRemoved] = useState(false);
  const [addEmployee, addState] = useAddEmployeeMutation();
  const [updateEmployee, updateState] = useUpdateEmployeeMutation();
  const busy = addState.isLoading || updateState.isLoading;
  const showTermination = LEAVING_STATUSES.includes(useWatch({ control, name: 'status' }));
  const currentPhotoUrl =
    employee?.profile_image_url && !currentPhotoRemoved ? employee.profile_image_url : null;

  const save = handleSubmit(async ({ profile_image: photo, ...input }) => {
    if (busy) return;
    const payload: EmployeePayload = {
      ...input,
      ...(editing && currentPhotoRemoved && !photo ? { remove_profile_image: true } : {}),
    };
    const body: EmployeeBody = photo ? toFormData(payload, photo) : payload;
    try {
      if (employee) {
        await updateEmployee({ id: employee.id, body }).unwrap();
        onSaved(employeeFormMessages.updated);
      } else {
        await addEmployee(body).unwrap();
        onSaved(employeeFormMessages.added);
      }
    } catch (failure) {
      const error = failure as ApiError;
      applyServerErrors(
        setError,
        apiFieldErrors(error),
        Object.keys(defaults) as (keyof EmployeeFormValues)[],
      );
      onFailed(apiErrorMessage(error, employeeFormMessages.failed));
    }
  });

  const titleId = editing ? 'employee-form-edit-title' : 'employee-form-add-title';
  const cell = { xs: 12, sm: 6, md: 4 } as const;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      aria-labelledby={titleId}
      sx={{
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {editing ? 'Edit Employee' : 'New Employee'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        Fields marked with a star are required.
      </Typography>

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
              setCurrentPhotoRemoved(true);
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
          <FormTextField
            control={control}
            name="department"
            label="Department"
            autoComplete="off"
          />
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

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'flex-end' }}
      >
        <Button type="button" variant="outlined" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {busy ? 'Saving...' : editing ? 'Update Employee' : 'Save Employee'}
        </Button>
      </Stack>
    </Box>
  );
}
