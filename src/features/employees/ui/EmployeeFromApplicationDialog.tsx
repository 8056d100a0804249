import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { FormDialog, successStandIn } from '@/shared/ui/dialogs';
import {
  useAddEmployeeFromApplicationMutation,
  useGetEmployeeDraftQuery,
} from '../api/employees-api';
import {
  employeeFormSchema,
  type EmployeeFormOutput,
  type EmployeeFormValues,
} from '../model/employee-form-schema';
import { employeeBody, initialEmployeeValues } from '../model/employee-form-values';
import { EmployeeFields } from './EmployeeFields';

const FIELDS = Object.keys(initialEmployeeValues(null)) as (keyof EmployeeFormValues)[];

export interface EmployeeFromApplicationDialogProps {
  open: boolean;
  applicationId: number;
  candidateName: string;
  onClose: () => void;
}

/**
 * A hired candidate's employee record, prefilled from the application and its job (name,
 * e-mail, phone, designation, department, joining date), for the member to complete and save.
 */
export function EmployeeFromApplicationDialog({
  open,
  applicationId,
  candidateName,
  onClose,
}: EmployeeFromApplicationDialogProps) {
  const draft = useGetEmployeeDraftQuery(applicationId, { skip: !open });
  const [addEmployee] = useAddEmployeeFromApplicationMutation();
  const [saved, setSaved] = useState<string | null>(null);

  function close() {
    setSaved(null);
    onClose();
  }

  const standIn = saved
    ? successStandIn(`${saved}. ${candidateName} is now in the employee list.`)
    : draft.isError
      ? {
          content: (
            <Alert severity="error">
              {apiErrorMessage(draft.error as ApiError, 'The application could not be read.')}
            </Alert>
          ),
        }
      : !draft.data || draft.data.applicationId !== applicationId
        ? {
            content: (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <CircularProgress size={18} aria-hidden />
                <Typography variant="body2">Reading the application...</Typography>
              </Box>
            ),
          }
        : draft.data.employeeId !== null
          ? {
              content: (
                <Alert severity="info">
                  An employee record was already made from this application.
                </Alert>
              ),
              closeLabel: 'Close',
            }
          : null;

  return (
    <FormDialog<EmployeeFormValues, EmployeeFormOutput>
      open={open}
      title="Create employee record"
      subtitle={candidateName}
      maxWidth="md"
      fullScreenOnPhone
      schema={employeeFormSchema}
      defaultValues={{ ...initialEmployeeValues(null), ...draft.data?.fields }}
      fields={FIELDS}
      failureMessage="The employee record could not be saved."
      submitLabel="Save Employee"
      busyLabel="Saving..."
      onClose={close}
      standIn={standIn}
      intro={
        <DialogContentText>
          Filled in from the application and its job. Check it, and add the employee code, salary
          and what else the application cannot tell.
        </DialogContentText>
      }
      onSubmit={async ({ profile_image: photo, ...input }) => {
        const answer = await addEmployee({
          applicationId,
          body: employeeBody(input, photo),
        }).unwrap();
        setSaved(answer.message ?? 'Employee added successfully');
      }}
    >
      {(form) => <EmployeeFields form={form} />}
    </FormDialog>
  );
}
