import { useState } from 'react';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import { EmployeeFromApplicationDialog } from './EmployeeFromApplicationDialog';

export interface EmployeeRecordOfferProps {
  applicationId: number;
  candidateName: string;
  /** Declined, or the record dialog closed. */
  onClose: () => void;
}

/** Right after a move to Hired: offers to make the employee record from the application. */
export function EmployeeRecordOffer({
  applicationId,
  candidateName,
  onClose,
}: EmployeeRecordOfferProps) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ConfirmDialog
        open={!creating}
        title={`${candidateName} is hired`}
        confirmLabel="Create employee record"
        cancelLabel="Not now"
        color="primary"
        onConfirm={() => setCreating(true)}
        onClose={onClose}
      >
        Create the employee record from the application now? Name, e-mail, phone, designation,
        department and joining date are filled in; HR completes the rest. It can also be made later
        from the employee list.
      </ConfirmDialog>
      <EmployeeFromApplicationDialog
        open={creating}
        applicationId={applicationId}
        candidateName={candidateName}
        onClose={onClose}
      />
    </>
  );
}
