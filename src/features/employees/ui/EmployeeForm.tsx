import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeePayload } from '@vistaar/shared/validation';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import type { Employee } from '@/entities/employee';
import { BusyButton } from '@/shared/ui/busy-button';
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
import { employeeBody, initialEmployeeValues } from '../model/employee-form-values';
import { EmployeeFields } from './EmployeeFields';

const employeeFormMessages = {
  added: 'Employee added successfully',
  updated: 'Employee updated successfully',
  failed: 'Operation failed',
} as const;

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
  const [defaults] = useState(() => initialEmployeeValues(employee));
  const form = useSchemaForm<EmployeeFormValues, EmployeeFormOutput>(employeeFormSchema, defaults);
  const { handleSubmit, setError } = form;
  const [currentPhotoRemoved, setCurrentPhotoRemoved] = useState(false);
  const [addEmployee, addState] = useAddEmployeeMutation();
  const [updateEmployee, updateState] = useUpdateEmployeeMutation();
  const busy = addState.isLoading || updateState.isLoading;
  const currentPhotoUrl =
    employee?.profile_image_url && !currentPhotoRemoved ? employee.profile_image_url : null;

  const save = handleSubmit(async ({ profile_image: photo, ...input }) => {
    if (busy) return;
    const payload: EmployeePayload = {
      ...input,
      ...(editing && currentPhotoRemoved && !photo ? { remove_profile_image: true } : {}),
    };
    const body: EmployeeBody = employeeBody(payload, photo);
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

      <EmployeeFields
        form={form}
        currentPhotoUrl={currentPhotoUrl}
        onCurrentPhotoRemoved={() => setCurrentPhotoRemoved(true)}
      />

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'flex-end' }}
      >
        <Button type="button" variant="outlined" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <BusyButton type="submit" variant="contained" busy={busy}>
          {busy ? 'Saving...' : editing ? 'Update Employee' : 'Save Employee'}
        </BusyButton>
      </Stack>
    </Box>
  );
}
