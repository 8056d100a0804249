import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { paths } from '@vistaar/shared/config';

// The dialog (and the date pickers it needs) loads on first use, not with the careers page.
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
          <EmployeeVerificationDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
