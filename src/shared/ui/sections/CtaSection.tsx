import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ContentActions } from './ContentActions';
import { ctaPanelSx } from './band-styles';
import type { CtaSection as CtaSectionContent } from './content-types';
import { SectionShell, type SectionTone } from './SectionShell';
import { SubtitleOnDark } from './SubtitleOnDark';

/** The call-to-action section's content type; the same name as the component. */
export type CtaSection = CtaSectionContent;

interface CtaSectionProps {
  section: CtaSectionContent;
  tone?: SectionTone;
}

/** A closing call to action in a rounded dark-blue panel. */
export function CtaSection({ section, tone }: CtaSectionProps) {
  const headingId = useId();
  const { id, title, text, actions } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <Box sx={ctaPanelSx}>
        <Typography
          id={headingId}
          variant="h2"
          component="h2"
          sx={{ color: 'common.white', maxWidth: 760, mx: 'auto' }}
        >
          {title}
        </Typography>
        <SubtitleOnDark sx={{ mt: 2, maxWidth: 640, mx: 'auto' }}>{text}</SubtitleOnDark>
        <ContentActions actions={actions} tone="dark" justify="center" sx={{ mt: 4 }} />
      </Box>
    </SectionShell>
  );
}
