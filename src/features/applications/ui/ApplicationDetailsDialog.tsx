import { useId, type ReactNode } from 'react';
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
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import {
  experienceLabel,
  formatApplicationDate,
  formatFileSize,
  genderLabel,
  type ApplicationDetail,
  type ApplicationListItem,
} from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useGetApplicationQuery } from '../api/applications-api';

type Entry = { label: string; value: ReactNode };

function DetailGroup({ title, entries }: { title: string; entries: Entry[] }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1.5, color: 'primary.main' }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 1fr) 2fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          '& dt': { color: 'text.secondary', fontWeight: 600, fontSize: '0.875rem' },
          '& dd': { m: 0, mb: { xs: 1.25, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        {entries.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd">{value === '' || value == null ? '-' : value}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export interface ApplicationDetailsDialogProps {
  open: boolean;
  /** The row that was opened; kept while the dialog closes so the content does not vanish. */
  application: ApplicationListItem | null;
  onClose: () => void;
  onOpenResume: (applicationId: number) => void;
  onExited?: () => void;
  /** More about the application from other features (its interviews), shown after the details. */
  extra?: (applicationId: number) => ReactNode;
}

/** Every field of one application: the row at once, the submitted details when they arrive. */
export function ApplicationDetailsDialog({
  open,
  application,
  onClose,
  onOpenResume,
  onExited,
  extra,
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
            <DetailGroup
              title="Personal Information"
              entries={[
                { label: 'Full name', value: shown.fullName },
                { label: 'First name', value: shown.firstName },
                { label: 'Last name', value: shown.lastName },
                {
                  label: 'Email',
                  value: shown.email ? (
                    <Link href={`mailto:${shown.email}`}>{shown.email}</Link>
                  ) : (
                    ''
                  ),
                },
                {
                  label: 'Phone',
                  value: shown.phone ? (
                    <Link href={`tel:+91${shown.phone}`}>{shown.phone}</Link>
                  ) : (
                    ''
                  ),
                },
                { label: 'Date of birth', value: formatApplicationDate(shown.dob) },
                { label: 'Gender', value: genderLabel(shown.gender) },
              ]}
            />
            <DetailGroup
              title="Address Information"
              entries={[
                { label: 'Address', value: shown.address },
                { label: 'City', value: shown.city },
                { label: 'State', value: shown.state },
                { label: 'Full address', value: shown.fullAddress },
              ]}
            />
            <DetailGroup
              title="Professional Information"
              entries={[
                { label: 'Job title', value: shown.jobTitle },
                { label: 'Department', value: shown.department },
                { label: 'Job location', value: shown.location },
                { label: 'Experience', value: experienceLabel(shown.jobExperience) },
                { label: 'Current employer', value: shown.currentEmployer },
                { label: 'Current CTC', value: shown.currentCTC },
                { label: 'Expected CTC', value: shown.expectedCTC },
                { label: 'Current location', value: shown.currentLocation },
                { label: 'Applied on', value: formatApplicationDate(shown.createdAt) },
              ]}
            />
            <DetailGroup
              title="Resume"
              entries={[
                { label: 'File name', value: shown.resumeFileName },
                {
                  label: 'Size',
                  value:
                    typeof shown.resumeSizeBytes === 'number'
                      ? formatFileSize(shown.resumeSizeBytes)
                      : '',
                },
              ]}
            />
            {extra ? <Box sx={{ mt: 3 }}>{extra(application.id)}</Box> : null}
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
