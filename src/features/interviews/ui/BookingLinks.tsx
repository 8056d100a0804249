import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import dayjs from 'dayjs';
import { REMINDER_CHANNEL_LABELS, type SchedulingLinkStatus } from '@vistaar/shared/config';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { useGetSchedulingLinksQuery } from '../api/interviews-api';
import { durationLabel } from '../lib/interview-labels';

/** A window's first or last day (YYYY-MM-DD, India's date) as staff read dates: 1 Dec 2026. */
const day = (date: string) => dayjs(date).format('D MMM YYYY');

const STATUS_LABELS: Record<SchedulingLinkStatus, string> = {
  open: 'Waiting for the candidate to choose',
  booked: 'Booked by the candidate',
  cancelled: 'Cancelled by the candidate',
};

/** The links sent for the candidate to book an interview, and where each stands. */
export function BookingLinks({ applicationId }: { applicationId: number }) {
  const { data: links } = useGetSchedulingLinksQuery(applicationId);
  if (!links || links.length === 0) return null;
  return (
    <List dense aria-label="Links to book an interview" sx={{ mb: 1 }}>
      {links.map((link) => (
        <ListItem key={link.id} disableGutters>
          <ListItemText
            primary={`${STATUS_LABELS[link.status]}: ${durationLabel(link.durationMinutes)}, ${day(link.windowFrom)} to ${day(link.windowTo)}`}
            secondary={`Sent by ${REMINDER_CHANNEL_LABELS[link.channel]} on ${formatIndiaDateTime(link.createdAt)}${link.nudgedAt ? `; reminded on ${formatIndiaDateTime(link.nudgedAt)}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
