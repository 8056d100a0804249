import Alert from '@mui/material/Alert';
import type { FormDialogStandIn } from './FormDialog';

/** Once the form is done: what happened, read out, and Close as the one main action. */
export function successStandIn(message: string): FormDialogStandIn {
  return {
    content: (
      <Alert severity="success" role="status">
        {message}
      </Alert>
    ),
    closeLabel: 'Close',
    prominent: true,
  };
}
