import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';

/** Says, in words and not by colour alone, that an application is over its stage's limit. */
export function OverdueMarker({ application }: { application: { overdue?: boolean } }) {
  if (!application.overdue) return null;
  return (
    <Chip
      icon={<ScheduleIcon aria-hidden />}
      label="Overdue"
      title="Over its stage's limit in working days"
      color="error"
      size="small"
      variant="outlined"
    />
  );
}
