import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  company,
  INTERVIEW_TIME_ZONE,
  paths,
  SELF_SCHEDULING_CUTOFF_HOURS,
} from '@vistaar/shared/config';
import type { CandidateBooking } from '@vistaar/shared/contract';
import { formatIndiaTimeRange, indiaDateAndTime } from '@vistaar/shared/lib/india-time';
import { PageHead } from '@/shared/ui/seo';

/**
 * What a candidate's booking link shows. The page is plain HTML: the forms post to the page
 * itself and it comes back with the outcome or the reason, so booking needs no JavaScript.
 */
export interface BookingPageProps {
  /** Null when the link is unknown or its application closed (`problem` says which). */
  booking: CandidateBooking | null;
  /** Where the forms post: the link's own address. */
  action: string;
  /** The time the candidate chose when the answer was a refusal, kept selected. */
  chosen?: string;
  problem?: string;
  notice?: string;
}

const dayHeading = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: INTERVIEW_TIME_ZONE,
});

/** The free times, grouped by their day in India. */
function byDay(slots: readonly string[]) {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const { date } = indiaDateAndTime(slot);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days.values()];
}

function SlotForm({
  booking,
  action,
  chosen,
}: {
  booking: CandidateBooking;
  action: string;
  chosen?: string;
}) {
  const moving = booking.booked !== null;
  if (booking.slots.length === 0) {
    return (
      <Alert severity="info">
        {moving
          ? 'There are no other free times in the days on offer.'
          : 'There are no free times left in the days on offer. Please reply to our e-mail and we will find another time.'}
      </Alert>
    );
  }
  return (
    <Paper
      component="form"
      method="post"
      action={action}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <input type="hidden" name="action" value={moving ? 'move' : 'book'} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {moving ? 'Move to another time' : 'Choose a time'}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        All times are India time (IST). The interview takes {booking.durationMinutes} minutes.
      </Typography>
      <Stack spacing={2}>
        {byDay(booking.slots).map((slots) => (
          <Box component="fieldset" key={slots[0]} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
              {dayHeading.format(new Date(slots[0]))}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {slots.map((slot) => (
                <FormControlLabel
                  key={slot}
                  control={
                    <Radio
                      name="startsAt"
                      value={slot}
                      defaultChecked={chosen === slot}
                      slotProps={{ input: { required: true } }}
                    />
                  }
                  label={indiaDateAndTime(slot).time}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
      <Button type="submit" variant="contained" sx={{ mt: 3 }}>
        {moving ? 'Move to this time' : 'Book this time'}
      </Button>
    </Paper>
  );
}

function Body({ booking, action, chosen, problem, notice }: BookingPageProps) {
  if (!booking) {
    return <Alert severity="warning">{problem ?? 'This link is not valid.'}</Alert>;
  }
  return (
    <Stack spacing={3}>
      {notice ? (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Typography>
        Dear {booking.firstName}, this is your interview for {booking.jobTitle} (
        {booking.modeLabel.toLowerCase()}, {booking.durationMinutes} minutes).
      </Typography>
      {booking.status === 'cancelled' ? (
        <Alert severity="info">
          You cancelled this interview. We will contact you about the next steps.
        </Alert>
      ) : null}
      {booking.booked ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Your interview
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {formatIndiaTimeRange(booking.booked.startsAt, booking.booked.endsAt)}
          </Typography>
          {booking.booked.changeable ? (
            <Box component="form" method="post" action={action} sx={{ mt: 2 }}>
              <input type="hidden" name="action" value="cancel" />
              <Typography sx={{ mb: 1 }}>
                You can move or cancel it here until {SELF_SCHEDULING_CUTOFF_HOURS} hours before it
                starts.
              </Typography>
              <Button type="submit" variant="outlined" color="error">
                Cancel the interview
              </Button>
            </Box>
          ) : (
            <Typography sx={{ mt: 1 }}>
              It starts in less than {SELF_SCHEDULING_CUTOFF_HOURS} hours, so it can no longer be
              changed here. Please reply to our e-mail if something has come up.
            </Typography>
          )}
        </Paper>
      ) : null}
      {booking.status !== 'cancelled' && (!booking.booked || booking.booked.changeable) ? (
        <SlotForm booking={booking} action={action} chosen={chosen} />
      ) : null}
    </Stack>
  );
}

/** The candidate's page to book, move or cancel their interview, opened from the link. */
export function BookingPage(props: BookingPageProps) {
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 4, md: 8 } }}>
      <PageHead
        title="Book your interview"
        description={`Choose a time for your interview with ${company.name}.`}
        path={paths.bookInterview}
        noIndex
      />
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 3 }}>
          Your interview with {company.name}
        </Typography>
        <Body {...props} />
      </Container>
    </Box>
  );
}
