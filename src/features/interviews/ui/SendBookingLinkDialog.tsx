import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import {
  INTERVIEW_DEFAULT_MINUTES,
  SELF_SCHEDULING_CUTOFF_HOURS,
  SELF_SCHEDULING_MAX_WINDOW_DAYS,
} from '@vistaar/shared/config';
import {
  schedulingLinkOfferSchema,
  type SchedulingLinkOfferInput,
} from '@vistaar/shared/validation';
import { FormDialog } from '@/shared/ui/dialogs';
import { LazyFormDatePicker } from '@/shared/ui/form';
import { useSendSchedulingLinkMutation } from '../api/interviews-api';
import { DurationField, NEW_PANEL, PANEL_FIELDS, PanelFields } from './PanelFields';
import type { InterviewTimeDialogProps, PanelValues } from './PanelFields';

interface LinkValues extends PanelValues {
  windowFrom: string;
  windowTo: string;
  durationMinutes: string;
}

const FIELDS = ['windowFrom', 'windowTo', 'durationMinutes', ...PANEL_FIELDS] as const;

/**
 * Sends the candidate a link to choose the interview's time themselves, from the times the
 * whole panel is free within the days given.
 */
export function SendBookingLinkDialog({
  open,
  applicationId,
  onClose,
  onDone,
}: InterviewTimeDialogProps) {
  const [send] = useSendSchedulingLinkMutation();
  return (
    <FormDialog<LinkValues, SchedulingLinkOfferInput>
      open={open}
      title="Let the candidate choose a time"
      maxWidth="sm"
      fullScreenOnPhone
      schema={schedulingLinkOfferSchema}
      defaultValues={{
        windowFrom: '',
        windowTo: '',
        durationMinutes: String(INTERVIEW_DEFAULT_MINUTES),
        ...NEW_PANEL,
      }}
      fields={FIELDS}
      failureMessage="The link could not be sent."
      submitLabel="Send the link"
      cancelLabel="Close"
      onClose={onClose}
      intro={
        <DialogContentText>
          {`The candidate gets a private link (on WhatsApp if they opted in, otherwise by e-mail) showing the times in India Standard Time when every interviewer is free: their working hours and calendars, without holidays. They can book, move or cancel until ${SELF_SCHEDULING_CUTOFF_HOURS} hours before; everyone gets the calendar invitation. Offer up to ${SELF_SCHEDULING_MAX_WINDOW_DAYS} days.`}
        </DialogContentText>
      }
      onSubmit={async (input) => {
        const answer = await send({ applicationId, body: input }).unwrap();
        onDone(answer.message ?? 'Link sent to the candidate');
      }}
    >
      {({ control }) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <LazyFormDatePicker
              control={control}
              name="windowFrom"
              label="First day"
              required
              disablePast
            />
            <LazyFormDatePicker
              control={control}
              name="windowTo"
              label="Last day"
              required
              disablePast
            />
          </Stack>
          <DurationField control={control} />
          <PanelFields control={control} />
        </>
      )}
    </FormDialog>
  );
}
