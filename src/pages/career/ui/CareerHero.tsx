import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, keyframes } from '@mui/material/styles';
import { ActionButton, StatFigure, heroBandSx, SubtitleOnDark } from '@/shared/ui/sections';
import { careerHero } from '../config/career-content';
import { BareList } from '@/shared/ui/bare-list';

// A ring that grows and fades: transform and opacity only, so the browser animates it off the
// main thread. A growing box-shadow repainted the page on every frame, forever.
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.9; }
  70%, 100% { transform: scale(3); opacity: 0; }
`;

function titleWithHighlight(title: string, highlight: string): ReactNode {
  const at = title.indexOf(highlight);
  if (at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <Box component="span" sx={{ color: 'secondary.light' }}>
        {highlight}
      </Box>
      {title.slice(at + highlight.length)}
    </>
  );
}

export interface CareerHeroProps {
  /** The employee verification entry point, placed beside the main action. */
  verificationSlot?: ReactNode;
}

/** The careers page's opening band: hiring badge, headline, actions and the four figures. */
export function CareerHero({ verificationSlot }: CareerHeroProps) {
  const titleId = useId();
  const { badge, title, highlight, subtitle, stats } = careerHero;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={(theme) => ({ ...heroBandSx(theme), pb: { xs: 6, md: 10 } })}
    >
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1.25,
            px: 1.75,
            py: 0.75,
            mb: 3,
            borderRadius: '999px',
            fontSize: '0.875rem',
            fontWeight: 600,
            bgcolor: alpha(theme.palette.common.white, 0.1),
            border: `1px solid ${alpha(theme.palette.common.white, 0.25)}`,
          })}
        >
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'relative',
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              '&::after': {
                content: '""',
                position: 'absolute',
                inset: 0,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
                animation: `${pulse} 2s ease-out infinite`,
              },
              '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none' } },
            }}
          />
          {badge}
        </Box>
        <Typography
          id={titleId}
          variant="h1"
          sx={{ color: 'common.white', maxWidth: 860, overflowWrap: 'break-word' }}
        >
          {titleWithHighlight(title, highlight)}
        </Typography>
        <SubtitleOnDark sx={{ mt: 3, maxWidth: 680, fontSize: { md: '1.2rem' } }}>
          {subtitle}
        </SubtitleOnDark>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ mt: 4, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
        >
          <ActionButton
            action={{ label: 'View Open Positions', to: '#open-positions' }}
            tone="dark"
          />
          {/* Employee Verification: the button from the employees slice. */}
          {verificationSlot ? (
            <Box
              data-slot="employee-verification"
              sx={{ display: 'flex', '& > *': { flexGrow: { xs: 1, sm: 0 } } }}
            >
              {verificationSlot}
            </Box>
          ) : null}
        </Stack>
        <BareList
          aria-label="Vistaar Infotech in numbers"
          sx={{
            mt: { xs: 6, md: 8 },
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
            gap: { xs: 1.5, md: 3 },
          }}
        >
          {stats.map((stat) => (
            <Box
              component="li"
              key={stat.label}
              sx={(theme) => ({
                p: { xs: 2, md: 3 },
                borderRadius: '16px',
                bgcolor: alpha(theme.palette.common.white, 0.08),
                border: `1px solid ${alpha(theme.palette.common.white, 0.16)}`,
              })}
            >
              <StatFigure stat={stat} />
            </Box>
          ))}
        </BareList>
      </Container>
    </Box>
  );
}
