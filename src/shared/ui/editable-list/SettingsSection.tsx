import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What the last change did, or why it was refused. */
export interface SettingsNotice {
  severity: 'success' | 'error';
  text: string;
}

export interface SettingsSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  description: ReactNode;
  /** The outcome of the last change; a section that changes nothing leaves both out. */
  notice?: SettingsNotice | null;
  onDismissNotice?: () => void;
  children: ReactNode;
}

/**
 * One part of a settings screen: a named section with its heading and a line of explanation,
 * then the outcome of the last change (read out politely; a refusal as an alert), then the
 * list and its add form.
 */
export function SettingsSection({
  headingId,
  title,
  description,
  notice,
  onDismissNotice,
  children,
}: SettingsSectionProps) {
  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Box>
        <Typography id={headingId} component="h2" variant="h5">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{description}</Typography>
      </Box>
      <Box aria-live="polite">
        {notice ? (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            onClose={onDismissNotice}
          >
            {notice.text}
          </Alert>
        ) : null}
      </Box>
      {children}
    </Stack>
  );
}
