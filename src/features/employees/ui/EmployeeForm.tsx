import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Grid,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { Dayjs } from 'dayjs';
import { apiErrorMessage, apiFieldErrors } from '@/shared/api';
import {
  DATE_ENTRY_FORMAT,
  EMPLOYEE_DEFAULTS,
  EMPLOYEE_GENDERS,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  PHONE_LENGTH,
} from '@/shared/config';
import { employeeSchema, type EmployeeInput } from '@/shared/validation';
import type { Employee } from '@/entities/employee';
import {
  useAddEmployeeMutation,
  useUpdateEmployeeMutation,
  type EmployeeBody,
  type EmployeePayload,
} from '../api/employees-api';
import { isoToPickerDate, pickerDateToField } from '../lib/picker-date';
import { fieldErrorsOf } from '../lib/validation-errors';
import { EmployeePhotoPicker } from './EmployeePhotoPicker';

export const employeeFormMessages = {
  added: 'Employee added successfully',
  updated: 'Employee updated successfully',
  failed: 'Operation failed',
} as const;

/** Statuses that end employment and so carry a termination date. */
const LEAVING_STATUSES: readonly string[] = ['Terminated', 'Resigned'];

interface FormValues {
  employee_code: string;
  full_name: string;
  date_of_birth: Dayjs | null;
  gender: string;
  phone_number: string;
  personal_email: string;
  official_email: string;
  designation: string;
  department: string;
  joining_date: Dayjs | null;
  salary: string;
  employment_type: string;
  grade: string;
  status: string;
  termination_date: Dayjs | null;
}

type FieldName = keyof FormValues | 'profile_image';
type FieldErrors = Partial<Record<FieldName, string>>;

function initialValues(employee: Employee | null | undefined): FormValues {
  return {
    employee_code: employee?.employee_code ?? '',
    full_name: employee?.full_name ?? '',
    date_of_birth: isoToPickerDate(employee?.date_of_birth),
    gender: employee?.gender ?? '',
    phone_number: employee?.phone_number ?? '',
    personal_email: employee?.personal_email ?? '',
    official_email: employee?.official_email ?? '',
    designation: employee?.designation ?? '',
    department: employee?.department ?? '',
    joining_date: isoToPickerDate(employee?.joining_date),
    salary: employee ? String(employee.salary) : '',
    employment_type: employee?.employment_type ?? EMPLOYEE_DEFAULTS.employment_type,
    grade: employee?.grade ?? '',
    status: employee?.status ?? EMPLOYEE_DEFAULTS.status,
    termination_date: isoToPickerDate(employee?.termination_date),
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
  const [values, setValues] = useState<FormValues>(() => initialValues(employee));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [currentPhotoRemoved, setCurrentPhotoRemoved] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const dateInputs = {
    date_of_birth: useRef<HTMLInputElement>(null),
    joining_date: useRef<HTMLInputElement>(null),
    termination_date: useRef<HTMLInputElement>(null),
  };
  const [addEmployee, addState] = useAddEmployeeMutation();
  const [updateEmployee, updateState] = useUpdateEmployeeMutation();
  const busy = addState.isLoading || updateState.isLoading;
  const showTermination = LEAVING_STATUSES.includes(values.status);
  const currentPhotoUrl =
    employee?.profile_image_url && !currentPhotoRemoved ? employee.profile_image_url : null;

  // After a refused submit, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (submitCount === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [submitCount]);

  function clearError(name: FieldName) {
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }

  function setField<K extends keyof FormValues>(name: K, value: FormValues[K]) {
    setValues((previous) => ({ ...previous, [name]: value }));
    clearError(name);
  }

  const text = (name: keyof FormValues) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const dateField = (name: keyof typeof dateInputs) =>
    pickerDateToField(values[name], dateInputs[name].current?.value);

  const date = (name: keyof typeof dateInputs, required: boolean) => ({
    format: DATE_ENTRY_FORMAT,
    value: values[name],
    inputRef: dateInputs[name],
    onChange: (value: Dayjs | null) => setField(name, value),
    slotProps: {
      textField: {
        name,
        required,
        fullWidth: true,
        error: Boolean(errors[name]),
        helperText: errors[name],
      },
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const candidate = {
      employee_code: values.employee_code,
      full_name: values.full_name,
      date_of_birth: dateField('date_of_birth'),
      gender: values.gender,
      phone_number: values.phone_number,
      personal_email: values.personal_email,
      official_email: values.official_email,
      designation: values.designation,
      department: values.department,
      joining_date: dateField('joining_date'),
      salary: values.salary,
      employment_type: values.employment_type,
      grade: values.grade,
      status: values.status,
      termination_date: showTermination ? dateField('termination_date') : '',
    };

    let input: EmployeeInput;
    try {
      input = await employeeSchema.validate(candidate, { abortEarly: false });
    } catch (failure) {
      const fieldErrors = fieldErrorsOf(failure);
      if (!fieldErrors) throw failure;
      setErrors((previous) => ({
        ...fieldErrors,
        ...(previous.profile_image ? { profile_image: previous.profile_image } : {}),
      }));
      setSubmitCount((count) => count + 1);
      return;
    }
    if (errors.profile_image) {
      setSubmitCount((count) => count + 1);
      return;
    }

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
      const serverErrors = apiFieldErrors(failure as never);
      if (Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors as FieldErrors);
        setSubmitCount((count) => count + 1);
      }
      onFailed(apiErrorMessage(failure as never, employeeFormMessages.failed));
    }
  }

  const titleId = editing ? 'employee-form-edit-title' : 'employee-form-add-title';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
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
              name={values.full_name}
              file={photo}
              currentUrl={currentPhotoUrl}
              error={errors.profile_image}
              onFileChange={(file, problem) => {
                setPhoto(file);
                if (problem) setErrors((previous) => ({ ...previous, profile_image: problem }));
                else clearError('profile_image');
              }}
              onRemove={() => {
                setPhoto(null);
                setCurrentPhotoRemoved(true);
                clearError('profile_image');
              }}
            />
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              label="Employee Code"
              required
              autoComplete="off"
              {...text('employee_code')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField label="Full Name" required autoComplete="off" {...text('full_name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DatePicker label="Date of Birth" disableFuture {...date('date_of_birth', true)} />
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField select label="Gender" required {...text('gender')}>
              {EMPLOYEE_GENDERS.map((gender) => (
                <MenuItem key={gender} value={gender}>
                  {gender}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              label="Phone Number"
              required
              type="tel"
              autoComplete="off"
              {...text('phone_number')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              label="Personal Email"
              required
              type="email"
              autoComplete="off"
              {...text('personal_email')}
            />
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              label="Official Email"
              type="email"
              autoComplete="off"
              {...text('official_email')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField label="Designation" required autoComplete="off" {...text('designation')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField label="Department" autoComplete="off" {...text('department')} />
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DatePicker label="Joining Date" {...date('joining_date', true)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              label="Salary (per annum)"
              required
              type="number"
              {...text('salary')}
              slotProps={{
                htmlInput: { inputMode: 'decimal', min: 0, step: 1 },
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField select label="Employment Type" {...text('employment_type')}>
              {EMPLOYMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField label="Grade" autoComplete="off" {...text('grade')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField select label="Status" {...text('status')}>
              {EMPLOYEE_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {status}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {showTermination ? (
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <DatePicker label="Termination Date" {...date('termination_date', false)} />
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
    </LocalizationProvider>
  );
}
