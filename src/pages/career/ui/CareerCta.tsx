import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { jobApplicationPath, paths } from '@vistaar/shared/config';
import {
  ContentActions,
  SectionShell,
  StatFigure,
  ctaPanelSx,
  SubtitleOnDark,
} from '@/shared/ui/sections';
import { careerCta } from '../config/career-content';
import { BareList } from '@/shared/ui/bare-list';

/** Closing call to action: response figures, a general application and the contact page. */
export function CareerCta() {
  const headingId = useId();
  return (
    <SectionShell labelledBy={headingId}>
      <Box sx={ctaPanelSx}>
        <Typography
          id={headingId}
          variant="h2"
          sx={{ color: 'common.white', maxWidth: 760, mx: 'auto' }}
        >
          {careerCta.title}
        </Typography>
        <SubtitleOnDark sx={{ mt: 2, maxWidth: 640, mx: 'auto' }}>{careerCta.text}</SubtitleOnDark>
        <BareList
          sx={{
            my: { xs: 4, md: 5 },
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: { xs: 1.5, md: 4 },
            maxWidth: 640,
            mx: 'auto',
          }}
        >
          {careerCta.stats.map((stat) => (
            <Box component="li" key={stat.label}>
              <StatFigure stat={stat} accent />
            </Box>
          ))}
        </BareList>
        <ContentActions
          tone="dark"
          justify="center"
          actions={[
            { label: 'Contact Us', to: paths.contact },
            { label: 'Send a General Application', to: jobApplicationPath(), variant: 'secondary' },
          ]}
        />
      </Box>
    </SectionShell>
  );
}
