import { useWatch, type Control, type Path } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { INTERVIEW_MODES, type InterviewMode } from '@vistaar/shared/config';
import { FormCheckboxGroup, FormRadioGroup, FormSelect, FormTextField } from '@/shared/ui/form';
import { useGetInterviewersQuery } from '../api/interviews-api';
import { durationOptions, interviewerLabel, modeLabel } from '../lib/interview-labels';

/** The fields of how an interview is held and who sits on it, as a form holds them. */
export interface PanelValues {
  mode: InterviewMode;
  videoUrl: string;
  location: string;
  interviewerIds: string[];
}

/** The panel's fields in the order they show, for a form's list of its fields. */
export const PANEL_FIELDS = ['mode', 'videoUrl', 'location', 'interviewerIds'] as const;

/** A new interview's panel: by video, nobody chosen yet. */
export const NEW_PANEL: PanelValues = {
  mode: 'video',
  videoUrl: '',
  location: '',
  interviewerIds: [],
};

/** What both ways of setting an interview's time take: the application, and what to do after. */
export interface InterviewTimeDialogProps {
  open: boolean;
  applicationId: number;
  onClose: () => void;
  /** Called with the server's words for what was done. */
  onDone: (message: string) => void;
}

const modeOptions = INTERVIEW_MODES.map((mode) => ({ value: mode, label: modeLabel(mode) }));

/**
 * How the interview is held (with the video link or the address it needs) and the panel:
 * the same whether the recruiter sets the time or the candidate chooses it.
 */
export function PanelFields<TValues extends PanelValues, TOutput>({
  control,
}: {
  control: Control<TValues, unknown, TOutput>;
}) {
  const name = (field: keyof PanelValues) => field as Path<TValues>;
  const mode = useWatch({ control, name: name('mode') }) as InterviewMode;
  const interviewers = useGetInterviewersQuery();
  return (
    <>
      <FormRadioGroup
        control={control}
        name={name('mode')}
        legend="Interview type"
        options={modeOptions}
        row
        required
      />
      {mode === 'video' ? (
        <FormTextField
          control={control}
          name={name('videoUrl')}
          label="Video call link"
          placeholder="https://"
          type="url"
          required
          fullWidth
        />
      ) : null}
      {mode === 'in-person' ? (
        <FormTextField
          control={control}
          name={name('location')}
          label="Office address"
          required
          fullWidth
          multiline
          minRows={2}
        />
      ) : null}
      {interviewers.error ? (
        <Alert severity="error">
          {apiErrorMessage(
            interviewers.error as ApiError,
            'The list of staff could not be loaded.',
          )}
        </Alert>
      ) : (
        <FormCheckboxGroup
          control={control}
          name={name('interviewerIds')}
          legend="Interviewers"
          options={(interviewers.data ?? []).map((person) => ({
            value: String(person.id),
            label: interviewerLabel(person),
          }))}
        />
      )}
    </>
  );
}

/** How long the interview (or each slot the candidate may book) lasts. */
export function DurationField<TValues extends { durationMinutes: string }, TOutput>({
  control,
}: {
  control: Control<TValues, unknown, TOutput>;
}) {
  return (
    <FormSelect
      control={control}
      name={'durationMinutes' as Path<TValues>}
      label="Duration"
      options={durationOptions}
      required
      fullWidth
    />
  );
}
