import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { paths } from '@vistaar/shared/config';
import { whenIdle } from '@/shared/lib/when-idle';

// The dialog (and the date pickers it needs) is not part of the careers page's first load.
const loadDialog = () => import('./EmployeeVerificationDialog');
const EmployeeVerificationDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.EmployeeVerificationDialog })),
);

export type EmployeeVerificationButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/**
 * 'Employee Verification': opens the two-step verification dialog. Styling props pass through.
 * Without JavaScript the button leads to the details page, whose forms take the same steps.
 */
export function EmployeeVerificationButton({
  variant = 'outlined',
  ...buttonProps
}: EmployeeVerificationButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // Once the button is awake (the page scrolled, a pointer over it, focus) and the page idle, the
  // dialog's code runs and it renders hidden, in a transition that yields to the page, so a tap
  // only shows it: running that code and rendering the date pickers on the tap took most of a
  // second at phone speed.
  // Ahead of time only: without a connection the tap loads the dialog as before.
  useEffect(
    () =>
      whenIdle(() => {
        loadDialog()
          .then(() => startTransition(() => setUsed(true)))
          .catch(() => undefined);
      }),
    [],
  );

  function preload() {
    void loadDialog();
  }

  return (
    <Box component="form" method="get" action={paths.employeeDetails} sx={{ display: 'contents' }}>
      <Button
        variant={variant}
        startIcon={<VerifiedUserOutlinedIcon />}
        aria-haspopup="dialog"
        onMouseEnter={preload}
        onFocus={preload}
        {...buttonProps}
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        Employee Verification
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <EmployeeVerificationDialog open={open} onClose={() => setOpen(false)} keepMounted />
        </Suspense>
      ) : null}
    </Box>
  );
}
