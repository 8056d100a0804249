import { useState } from 'react';
import Button from '@mui/material/Button';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { EmployeeFromApplicationDialog } from './EmployeeFromApplicationDialog';

export interface CreateEmployeeRecordButtonProps {
  applicationId: number;
  candidateName: string;
}

/** On a hired candidate's application: opens their employee record, prefilled, to complete. */
export function CreateEmployeeRecordButton({
  applicationId,
  candidateName,
}: CreateEmployeeRecordButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BadgeOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Create employee record
      </Button>
      <EmployeeFromApplicationDialog
        open={open}
        applicationId={applicationId}
        candidateName={candidateName}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
