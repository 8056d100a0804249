import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useId } from 'react';
import { MARQUEE_LOOP_SECONDS } from '@vistaar/shared/config';
import { SectionHeader, SectionShell, type SectionTone } from '@/shared/ui/sections';
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
/** Marks the moving track, which the pause box's state reaches through CSS. */
const TRACK = 'data-marquee-track';

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
 * 'Our Honour Partners': client wordmarks drifting by, one loop every 60 seconds. Pauses on
 * hover and while its 'Pause logo animation' box is ticked; stands still, all logos visible,
 * when the visitor prefers reduced motion. HTML and CSS alone: it works without JavaScript
 * and ships no script.
 */
export function PartnersMarquee({ title, subtitle, partners, tone }: PartnersMarqueeProps) {
  const headingId = useId();
  const trackId = useId();

  return (
    <SectionShell id="partners" labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} title={title} subtitle={subtitle} />
      <Box sx={{ [`&:has(input:checked) [${TRACK}]`]: { animationPlayState: 'paused' } }}>
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
            {...{ [TRACK]: '' }}
            data-testid="marquee-track"
            sx={{
              display: 'flex',
              width: 'max-content',
              animation: `${slide} ${MARQUEE_LOOP_SECONDS}s linear infinite`,
              '&:hover': { animationPlayState: 'paused' },
              [REDUCED]: { animation: 'none', width: '100%', justifyContent: 'center' },
            }}
          >
            <LogoRow partners={partners} />
            <LogoRow partners={partners} duplicate />
          </Box>
        </Box>
        <Box
          sx={{ display: 'flex', justifyContent: 'center', mt: 3, [REDUCED]: { display: 'none' } }}
        >
          <Box
            component="label"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 1,
              py: 0.5,
              color: 'text.secondary',
              fontSize: '0.875rem',
              fontWeight: 500,
              cursor: 'pointer',
            }}
          >
            <Box
              component="input"
              type="checkbox"
              aria-controls={trackId}
              // Its keyboard ring is the theme's global `:focus-visible` one.
              sx={(theme) => ({
                m: 0,
                width: 18,
                height: 18,
                cursor: 'pointer',
                accentColor: theme.palette.primary.main,
              })}
            />
            Pause logo animation
          </Box>
        </Box>
      </Box>
    </SectionShell>
  );
}
