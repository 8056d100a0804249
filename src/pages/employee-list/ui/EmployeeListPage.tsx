import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { EMPLOYEE_MESSAGE_CLEAR_MS, paths } from '@vistaar/shared/config';
import { ViewDialog } from '@/shared/ui/dialogs';
import { StaffPage } from '@/shared/ui/staff-page';
import type { Employee } from '@/entities/employee';
import { EmployeeForm, EmployeesTable, HiredWithoutRecordList } from '@/features/employees';
import { StaffSharingPanel } from '@/features/verificationSharing';
import { useTimedMessage } from '../model/use-timed-message';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; employee: Employee };

/** Staff: employee management, an add/edit form above the employee list. */
export function EmployeeListPage() {
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [formKey, setFormKey] = useState(0);
  const [sharingOf, setSharingOf] = useState<Employee | null>(null);
  const { message, showMessage } = useTimedMessage(EMPLOYEE_MESSAGE_CLEAR_MS);
  const formAnchor = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const formOpen = form.mode !== 'closed';
  const wasOpen = useRef(false);

  // When the form closes (saved or cancelled), the keyboard goes back to the button that
  // opens it rather than to the page body where the vanished form leaves it.
  useEffect(() => {
    if (wasOpen.current && !formOpen) toggleButton.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);

  const openForm = useCallback((next: FormState) => {
    setForm(next);
    // A fresh form every time it opens: prefilled for an edit, empty (defaults) for an add.
    setFormKey((key) => key + 1);
  }, []);

  const closeForm = useCallback(() => setForm({ mode: 'closed' }), []);

  const handleEdit = useCallback(
    (employee: Employee) => openForm({ mode: 'edit', employee }),
    [openForm],
  );

  const handleSaved = useCallback(
    (text: string) => {
      showMessage(text);
      closeForm();
    },
    [showMessage, closeForm],
  );

  // Bring the opened form into view and put the keyboard in its first field.
  useEffect(() => {
    if (formKey === 0 || !formAnchor.current) return;
    formAnchor.current.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    formAnchor.current.querySelector<HTMLInputElement>('input[name="employee_code"]')?.focus({
      preventScroll: true,
    });
  }, [formKey]);

  return (
    <StaffPage
      title="Employee Management"
      description="Staff: employee records."
      path={paths.employeeList}
      maxWidth={1400}
      actions={
        <Button
          ref={toggleButton}
          variant={formOpen ? 'outlined' : 'contained'}
          startIcon={formOpen ? <CloseIcon /> : <AddIcon />}
          aria-expanded={formOpen}
          onClick={() => (formOpen ? closeForm() : openForm({ mode: 'add' }))}
          sx={{ flexGrow: { xs: 1, sm: 0 } }}
        >
          {formOpen ? 'Close Form' : 'Add Employee'}
        </Button>
      }
    >
      <Box role="status" aria-live="polite" sx={{ mb: message ? 3 : 0 }}>
        {message ? (
          <Alert key={message.id} severity={message.severity} variant="filled">
            {message.text}
          </Alert>
        ) : null}
      </Box>

      <Box ref={formAnchor} sx={{ scrollMarginTop: 88 }}>
        {formOpen ? (
          <Box sx={{ mb: 4 }}>
            <EmployeeForm
              key={formKey}
              employee={form.mode === 'edit' ? form.employee : null}
              onSaved={handleSaved}
              onFailed={showMessage}
              onCancel={closeForm}
            />
          </Box>
        ) : null}
      </Box>

      <HiredWithoutRecordList />
      <EmployeesTable onEdit={handleEdit} onMessage={showMessage} onOpenSharing={setSharingOf} />
      <ViewDialog
        open={sharingOf !== null}
        onClose={() => setSharingOf(null)}
        maxWidth="md"
        title={`Verification sharing: ${sharingOf?.full_name ?? ''}`}
      >
        {sharingOf && <StaffSharingPanel employeeId={sharingOf.id} />}
      </ViewDialog>
    </StaffPage>
  );
}
