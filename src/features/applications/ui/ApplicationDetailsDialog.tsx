import { useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import {
  formatApplicationDate,
  type ApplicationDetail,
  type ApplicationListItem,
} from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useGetApplicationQuery } from '../api/applications-api';
import { ApplicationFacts } from './ApplicationFacts';

export interface ApplicationDetailsDialogProps {
  open: boolean;
  /** The row that was opened; kept while the dialog closes so the content does not vanish. */
  application: ApplicationListItem | null;
  onClose: () => void;
  onOpenResume: (applicationId: number) => void;
  onExited?: () => void;
}

/** Every field of one application: the row at once, the submitted details when they arrive. */
export function ApplicationDetailsDialog({
  open,
  application,
  onClose,
  onOpenResume,
  onExited,
}: ApplicationDetailsDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const {
    data: detail,
    isFetching,
    error,
  } = useGetApplicationQuery(open && application ? application.id : skipToken);
  const shown: ApplicationListItem & Partial<ApplicationDetail> = {
    ...application!,
    ...(detail && detail.id === application?.id ? detail : {}),
  };

  return (
    <Dialog
      open={open && Boolean(application)}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {application ? application.fullName : 'Application'}
        {application ? (
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            {`${application.jobTitle} - applied on ${formatApplicationDate(application.createdAt)}`}
          </Typography>
        ) : null}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent dividers>
        {application ? (
          <>
            {isFetching && !detail ? (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
                <CircularProgress size={18} aria-hidden />
                <Typography variant="body2">Loading application details...</Typography>
              </Box>
            ) : null}
            {error ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {apiErrorMessage(error as ApiError, 'Some details could not be loaded.')}
              </Alert>
            ) : null}
            <ApplicationFacts application={shown} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {application ? (
          <Button
            variant="outlined"
            startIcon={<DescriptionOutlined aria-hidden />}
            onClick={() => onOpenResume(application.id)}
          >
            Open Resume
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
