import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { PipelineStage } from '@vistaar/shared/contract';
import {
  useGetEmailTemplatesQuery,
  useSetEmailTemplateStageMutation,
} from '../api/email-templates-api';

const NONE = 'none';

export interface StageTemplatePickerProps {
  stage: Pick<PipelineStage, 'id' | 'name'>;
}

/**
 * The e-mail a stage proposes when an application moves there, and the choice of another.
 * A template belongs to one stage at most: choosing one that another stage proposes is
 * refused by the server, which says which.
 */
export function StageTemplatePicker({ stage }: StageTemplatePickerProps) {
  const { data: templates = [] } = useGetEmailTemplatesQuery();
  const [setStage, { isLoading }] = useSetEmailTemplateStageMutation();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const inUse = templates.filter((template) => !template.archived);
  const attached = inUse.find((template) => template.stage?.id === stage.id);

  async function choose(value: string) {
    setMessage(null);
    try {
      if (attached) await setStage({ id: attached.id, stageId: null }).unwrap();
      if (value !== NONE) {
        await setStage({ id: Number(value), stageId: stage.id }).unwrap();
      }
      setMessage({
        error: false,
        text: value === NONE ? 'No e-mail proposed' : 'E-mail proposed on every move here',
      });
    } catch (failure) {
      setMessage({
        error: true,
        text: apiErrorMessage(failure as ApiError, 'The e-mail could not be changed.'),
      });
    }
  }

  return (
    <TextField
      select
      size="small"
      fullWidth
      label={`E-mail proposed on moving to ${stage.name}`}
      value={attached ? String(attached.id) : NONE}
      disabled={isLoading}
      onChange={(event) => void choose(event.target.value)}
      error={message?.error ?? false}
      helperText={message?.text}
      slotProps={{ inputLabel: { shrink: true } }}
    >
      <MenuItem value={NONE}>No e-mail</MenuItem>
      {inUse.map((template) => (
        <MenuItem
          key={template.id}
          value={String(template.id)}
          disabled={template.stage !== null && template.stage.id !== stage.id}
        >
          {template.stage && template.stage.id !== stage.id
            ? `${template.name} (proposed by ${template.stage.name})`
            : template.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
