import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import {
  formatApplicationDate,
  type ApplicationDetail,
  type ApplicationListItem,
} from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { ViewDialog } from '@/shared/ui/dialogs';
import { useGetApplicationQuery } from '../api/applications-api';
import { ApplicationFacts } from './ApplicationFacts';
import { CandidateRecordLink } from './CandidateRecordLink';

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
    <ViewDialog
      open={open && Boolean(application)}
      onClose={onClose}
      title={application ? application.fullName : 'Application'}
      subtitle={
        application
          ? `${application.jobTitle} - applied on ${formatApplicationDate(application.createdAt)}`
          : undefined
      }
      closeIcon
      closeProminent
      dividers
      fullScreenOnPhone
      maxWidth="md"
      onExited={onExited}
      actions={
        application ? (
          <>
            <CandidateRecordLink candidateId={shown.candidateId} />
            <Button
              variant="outlined"
              startIcon={<DescriptionOutlined aria-hidden />}
              onClick={() => onOpenResume(application.id)}
            >
              Open Resume
            </Button>
          </>
        ) : null
      }
    >
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
    </ViewDialog>
  );
}
