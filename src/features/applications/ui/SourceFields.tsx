import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { APPLICATION_SOURCE_LABELS, type ApplicationSource } from '@vistaar/shared/config';
import { FormSelect, FormTextField } from '@/shared/ui/form';

/** The source fields both the manual add and the correction hold. */
export interface SourceValues {
  source: string;
  referrerCode: string;
  sourceDetail: string;
}

/**
 * Where a candidate came from: the source, the referring employee's code for a referral, and
 * a detail (the agency, campaign or site).
 */
export function SourceFields({
  control,
  busy,
  sources,
}: {
  control: Control<SourceValues, unknown, unknown>;
  busy: boolean;
  sources: readonly ApplicationSource[];
}) {
  const source = useWatch({ control, name: 'source' });
  const field = { control, disabled: busy, fullWidth: true } as const;
  return (
    <>
      <FormSelect
        {...field}
        name="source"
        label="Source"
        required
        options={sources.map((value) => ({ value, label: APPLICATION_SOURCE_LABELS[value] }))}
      />
      {source === 'referral' ? (
        <FormTextField
          {...field}
          name="referrerCode"
          label="Referring employee's code"
          required
          helperText="As on the employee list, for example VI-1001"
        />
      ) : null}
      <FormTextField
        {...field}
        name="sourceDetail"
        label="Source detail"
        helperText="The agency, campaign or site, if any"
      />
    </>
  );
}
