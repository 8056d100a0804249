import type { Control } from 'react-hook-form';
import type { ScreeningQuestion } from '@vistaar/shared/contract';
import { FormSelect, FormTextField } from '@/shared/ui/form';
import type { ApplicationFormOutput, ApplicationFormValues } from '../model/application-form';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const fullRow = { gridColumn: '1 / -1' };

export interface ScreeningQuestionFieldsProps {
  questions: readonly ScreeningQuestion[];
  control: Control<ApplicationFormValues, unknown, ApplicationFormOutput>;
  disabled: boolean;
  /** The browser's own selects, for the form posted without JavaScript. */
  native?: boolean;
}

/** One field per question of the job, each answered as its type asks. */
export function ScreeningQuestionFields({
  questions,
  control,
  disabled,
  native = false,
}: ScreeningQuestionFieldsProps) {
  return questions.map((question) => {
    const common = {
      control,
      disabled,
      name: `screeningAnswers.${question.id}`,
      id: `application-question-${question.id}`,
      label: question.text,
      required: question.required,
      sx: fullRow,
    } as const;
    if (question.type === 'yes-no') {
      return <FormSelect key={question.id} {...common} options={YES_NO} native={native} />;
    }
    if (question.type === 'choice') {
      return (
        <FormSelect key={question.id} {...common} options={question.options} native={native} />
      );
    }
    return (
      <FormTextField
        key={question.id}
        {...common}
        {...(question.type === 'number'
          ? { slotProps: { htmlInput: { inputMode: 'decimal' } } }
          : { slotProps: { htmlInput: { maxLength: 300 } } })}
      />
    );
  });
}
