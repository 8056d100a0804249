import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { ActionButton, type SurfaceTone } from './ActionButton';
import type { ContentAction } from './content-types';

export interface ContentActionsProps {
  actions: ContentAction[] | undefined;
  tone?: SurfaceTone;
  justify?: 'flex-start' | 'center';
  sx?: SxProps<Theme>;
}

/** A row of action buttons that stacks full-width on small phones. */
export function ContentActions({
  actions,
  tone = 'light',
  justify = 'flex-start',
  sx,
}: ContentActionsProps) {
  if (!actions?.length) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={[
        { justifyContent: justify, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {actions.map((action) => (
        <ActionButton key={`${action.to}-${action.label}`} action={action} tone={tone} />
      ))}
    </Stack>
  );
}
