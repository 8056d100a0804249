import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { PipelineStage } from '@vistaar/shared/contract';
import {
  SCREENING_QUESTIONS_MAX,
  SCREENING_QUESTION_TYPE_LABELS,
  SCREENING_QUESTION_TYPES,
} from '@vistaar/shared/config/screening';
import { knockoutChoices, type JobPostingInput } from '@vistaar/shared/validation';
import type { ScreeningQuestionInput } from '@vistaar/shared/validation';
import { FormSelect, FormSwitch, FormTextField } from '@/shared/ui/form';
import type { JobFormValues } from '../model/job-form-values';

type FormControl = Control<JobFormValues, unknown, JobPostingInput>;

const TYPE_OPTIONS = SCREENING_QUESTION_TYPES.map((type) => ({
  value: type,
  label: SCREENING_QUESTION_TYPE_LABELS[type],
}));

const newQuestion = (): ScreeningQuestionInput => ({
  text: '',
  type: 'yes-no',
  required: true,
  options: [],
  knockoutAnswers: [],
  knockoutBelow: null,
});

const YES_NO_LABELS: Record<string, string> = { yes: 'Yes', no: 'No' };

function QuestionEditor({
  control,
  index,
  disabled,
  onRemove,
}: {
  control: FormControl;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const question = useWatch({ control, name: `screeningQuestions.${index}` });
  const allowed = knockoutChoices(question ?? newQuestion());
  const label = `Question ${index + 1}`;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`screeningQuestions.${index}.text`}
            id={`screening-${index}-text`}
            label="Question"
            required
            disabled={disabled}
            fullWidth
          />
          <IconButton
            aria-label={`Remove question ${index + 1}`}
            onClick={onRemove}
            disabled={disabled}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            alignItems: 'center',
          }}
        >
          <FormSelect
            control={control}
            name={`screeningQuestions.${index}.type`}
            id={`screening-${index}-type`}
            label="Answer"
            options={TYPE_OPTIONS}
            disabled={disabled}
          />
          <FormSwitch
            control={control}
            name={`screeningQuestions.${index}.required`}
            label="Answer required"
            disabled={disabled}
          />
        </Box>
        {question?.type === 'choice' ? (
          <Controller
            control={control}
            name={`screeningQuestions.${index}.options`}
            render={({ field, fieldState }) => (
              <TextField
                label="Options, one per line"
                id={`screening-${index}-options`}
                multiline
                minRows={2}
                disabled={disabled}
                value={(field.value ?? []).join('\n')}
                onChange={(event) => field.onChange(event.target.value.split('\n'))}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        {question?.type === 'number' ? (
          <Controller
            control={control}
            name={`screeningQuestions.${index}.knockoutBelow`}
            render={({ field, fieldState }) => (
              <TextField
                label="Knock out an answer below"
                id={`screening-${index}-below`}
                disabled={disabled}
                value={field.value ?? ''}
                onChange={(event) =>
                  field.onChange(event.target.value.trim() === '' ? null : event.target.value)
                }
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Leave empty to knock out nobody'}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
          />
        ) : null}
        {allowed.length > 0 ? (
          <Controller
            control={control}
            name={`screeningQuestions.${index}.knockoutAnswers`}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Knock out these answers"
                id={`screening-${index}-knockout`}
                disabled={disabled}
                value={(field.value ?? []).filter((answer: string) => allowed.includes(answer))}
                onChange={(event) => field.onChange(event.target.value)}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'None: every answer passes'}
                slotProps={{ select: { multiple: true } }}
              >
                {allowed
                  .filter((answer) => answer.trim() !== '')
                  .map((answer) => (
                    <MenuItem key={answer} value={answer}>
                      {YES_NO_LABELS[answer] && question?.type === 'yes-no'
                        ? YES_NO_LABELS[answer]
                        : answer}
                    </MenuItem>
                  ))}
              </TextField>
            )}
          />
        ) : null}
      </Stack>
    </Box>
  );
}

export interface ScreeningQuestionsEditorProps {
  control: FormControl;
  /** The stages a knocked-out application may wait in (open stages in use). */
  stages: readonly PipelineStage[];
  disabled: boolean;
}

/**
 * Up to ten questions applicants answer with their application, some of them knock-out,
 * and the stage knocked-out applications wait in for a recruiter (never Rejected).
 */
export function ScreeningQuestionsEditor({
  control,
  stages,
  disabled,
}: ScreeningQuestionsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'screeningQuestions' });
  const stageOptions = [
    { value: '', label: 'Screening (default)' },
    ...stages
      .filter((stage) => stage.kind === 'open' && !stage.archived)
      .map((stage) => ({ value: String(stage.id), label: stage.name })),
  ];
  return (
    <Box component="section" aria-labelledby="screening-questions-heading">
      <Typography id="screening-questions-heading" variant="h6" component="h2">
        Screening questions
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Applicants answer these with the application. A knock-out answer never rejects anyone by
        itself: the application waits in the stage below, marked, for you to decide.
      </Typography>
      <Stack spacing={2}>
        {fields.map((item, index) => (
          <QuestionEditor
            key={item.id}
            control={control}
            index={index}
            disabled={disabled}
            onRemove={() => remove(index)}
          />
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append(newQuestion())}
            disabled={disabled || fields.length >= SCREENING_QUESTIONS_MAX}
          >
            Add question
          </Button>
        </Box>
        {fields.length > 0 ? (
          <FormSelect
            control={control}
            name="knockoutStageId"
            id="job-knockoutStageId"
            label="Knocked-out applications go to"
            options={stageOptions}
            disabled={disabled}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
