import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import { useId, useState } from 'react';
import { MARQUEE_LOOP_SECONDS } from '@vistaar/shared/config';
import {
  SectionHeader,
  SectionShell,
  usePrefersReducedMotion,
  type SectionTone,
} from '@/shared/ui/sections';
import type { Partner } from '../config/partners';
import { PartnerWordmark } from './PartnerWordmark';

export interface PartnersMarqueeProps {
  title: string;
  subtitle: string;
  partners: Partner[];
  tone?: SectionTone;
}

/** The track holds the row twice; moving it by half its width loops without a seam. */
const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const REDUCED = '@media (prefers-reduced-motion: reduce)';

function LogoRow({ partners, duplicate }: { partners: Partner[]; duplicate?: boolean }) {
  return (
    <Box
      component="ul"
      role={duplicate ? undefined : 'list'}
      aria-hidden={duplicate ? true : undefined}
      data-duplicate={duplicate ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        alignItems: 'center',
        flexShrink: 0,
        gap: { xs: 5, md: 7 },
        // The same space after the last logo as between logos keeps the loop even.
        pr: { xs: 5, md: 7 },
        [REDUCED]: duplicate
          ? { display: 'none' }
          : {
              flexWrap: 'wrap',
              flexShrink: 1,
              width: '100%',
              justifyContent: 'center',
              rowGap: 4,
              columnGap: { xs: 3, sm: 5, md: 7 },
              pr: 0,
            },
      }}
    >
      {partners.map((partner) => (
        <Box component="li" key={partner.name} sx={{ flexShrink: 0, color: 'text.secondary' }}>
          <PartnerWordmark partner={partner} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * 'Our Honour Partners': client wordmarks drifting by, one loop every 60 seconds.
 * Pauses on hover and with its pause control; stands still, all logos visible, when
 * the visitor prefers reduced motion.
 */
export function PartnersMarquee({ title, subtitle, partners, tone }: PartnersMarqueeProps) {
  const headingId = useId();
  const trackId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);

  return (
    <SectionShell id="partners" labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} title={title} subtitle={subtitle} />
      <Box
        sx={(theme) => ({
          overflow: 'hidden',
          mx: { xs: -2, sm: -3, md: 0 },
          py: 1,
          // Logos fade in and out at the edges instead of being cut off.
          maskImage: `linear-gradient(90deg, transparent 0, ${theme.palette.common.black} 8%, ${theme.palette.common.black} 92%, transparent 100%)`,
          [REDUCED]: { maskImage: 'none', mx: 0 },
        })}
      >
        <Box
          id={trackId}
          data-testid="marquee-track"
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${slide} ${MARQUEE_LOOP_SECONDS}s linear infinite`,
            animationPlayState: paused ? 'paused' : 'running',
            '&:hover': { animationPlayState: 'paused' },
            [REDUCED]: { animation: 'none', width: '100%', justifyContent: 'center' },
          }}
        >
          <LogoRow partners={partners} />
          <LogoRow partners={partners} duplicate />
        </Box>
      </Box>
      {reducedMotion ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="text"
            size="small"
            onClick={() => setPaused((current) => !current)}
            aria-controls={trackId}
            startIcon={paused ? <PlayArrowRounded /> : <PauseRounded />}
            sx={{ color: 'text.secondary' }}
          >
            {paused ? 'Play logo animation' : 'Pause logo animation'}
          </Button>
        </Box>
      )}
    </SectionShell>
  );
}
