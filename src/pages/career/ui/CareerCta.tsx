import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { jobApplicationPath, paths } from '@/shared/config';
import { ContentActions, SectionShell, StatFigure } from '@/shared/ui/sections';
import { careerCta } from '../config/career-content';

/** Closing call to action: response figures, a general application and the contact page. */
export function CareerCta() {
  const headingId = useId();
  return (
    <SectionShell labelledBy={headingId}>
      <Box
        sx={(theme) => ({
          borderRadius: { xs: '20px', md: '28px' },
          px: { xs: 3, sm: 6, md: 10 },
          py: { xs: 6, md: 9 },
          textAlign: 'center',
          color: 'common.white',
          bgcolor: 'primary.dark',
          backgroundImage: [
            `radial-gradient(circle at 90% 10%, ${alpha(theme.palette.secondary.main, 0.22)} 0, transparent 35%)`,
            `linear-gradient(135deg, ${theme.palette.grey[900]} 0%, ${theme.palette.primary.dark} 70%)`,
          ].join(', '),
        })}
      >
        <Typography
          id={headingId}
          variant="h2"
          sx={{ color: 'common.white', maxWidth: 760, mx: 'auto' }}
        >
          {careerCta.title}
        </Typography>
        <Typography
          variant="subtitle1"
          component="p"
          sx={(theme) => ({
            color: alpha(theme.palette.common.white, 0.88),
            mt: 2,
            maxWidth: 640,
            mx: 'auto',
          })}
        >
          {careerCta.text}
        </Typography>
        <Box
          component="ul"
          role="list"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
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
        </Box>
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
