import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { StepsSection as StepsSectionContent } from './content-types';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';

/** The steps section's content type; the same name as the component. */
export type StepsSection = StepsSectionContent;

interface StepsSectionProps {
  section: StepsSectionContent;
  tone?: SectionTone;
}

const MARKER = 44;

/** Columns on wide screens: one row up to five steps, otherwise two balanced rows. */
function wideColumns(count: number): { md: number; lg: number } {
  return {
    md: count <= 3 ? count : count === 4 ? 2 : 3,
    lg: count <= 5 ? count : Math.ceil(count / 2),
  };
}

/**
 * A numbered process: a vertical timeline on phones, a row of numbered cards from
 * tablet width up.
 */
export function StepsSection({ section, tone }: StepsSectionProps) {
  const headingId = useId();
  const { id, eyebrow, title, subtitle, steps } = section;
  const cols = wideColumns(Math.max(steps.length, 1));
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <Box
        component="ol"
        sx={(theme) => ({
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: `repeat(${cols.md}, minmax(0, 1fr))`,
            lg: `repeat(${cols.lg}, minmax(0, 1fr))`,
          },
          gap: { xs: 0, md: 3 },
          '& > li': {
            position: 'relative',
            display: 'grid',
            gridTemplateColumns: { xs: `${MARKER}px minmax(0, 1fr)`, md: 'minmax(0, 1fr)' },
            columnGap: 2,
            alignContent: 'start',
            pb: { xs: 4, md: 3 },
            p: { md: 3 },
            borderRadius: { md: '16px' },
            bgcolor: { md: 'background.paper' },
            border: { md: `1px solid ${theme.palette.divider}` },
          },
          // The timeline's connecting line, phones only.
          '& > li:not(:last-of-type)::before': {
            content: '""',
            display: { xs: 'block', md: 'none' },
            position: 'absolute',
            left: MARKER / 2 - 1,
            top: MARKER + 6,
            bottom: 6,
            width: 2,
            borderRadius: '1px',
            bgcolor: alpha(theme.palette.primary.main, 0.25),
          },
        })}
      >
        {steps.map((step, index) => (
          <Box component="li" key={step.title}>
            <Box
              aria-hidden
              sx={(theme) => ({
                width: MARKER,
                height: MARKER,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontFamily: theme.typography.h6.fontFamily,
                color: 'common.white',
                bgcolor: 'primary.main',
                boxShadow: `0 0 0 6px ${alpha(theme.palette.primary.main, 0.12)}`,
                mb: { md: 2.5 },
              })}
            >
              {String(index + 1).padStart(2, '0')}
            </Box>
            <Box sx={{ pt: { xs: 1, md: 0 } }}>
              <Typography variant="h5" component="h3">
                {step.title}
              </Typography>
              {step.duration ? (
                <Chip
                  icon={<ScheduleRounded aria-hidden />}
                  label={step.duration}
                  size="small"
                  sx={(theme) => ({
                    mt: 1,
                    color: 'text.primary',
                    bgcolor: alpha(theme.palette.secondary.main, 0.12),
                    '& .MuiChip-icon': { color: 'secondary.dark' },
                  })}
                />
              ) : null}
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.25 }}>
                {step.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </SectionShell>
  );
}
