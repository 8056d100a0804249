import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { CAROUSEL_PAGE_SIZE } from '@vistaar/shared/config';
import { REDUCED_MOTION_QUERY } from '@/shared/lib/a11y';
import {
  IconCard,
  PauseToggleIcons,
  pauseToggleStyles,
  SectionHeader,
  SectionShell,
  type SectionTone,
} from '@/shared/ui/sections';
import { PAUSED_ATTRIBUTE } from '@/shared/lib/pause-toggle';
import type { FeaturesCarouselContent } from '../config/features';
import { CAROUSEL_PAGE_PROPERTY, carouselHooks } from '../model/carousel-behaviour';

export interface FeaturesCarouselProps {
  section: FeaturesCarouselContent;
  tone?: SectionTone;
}

/** Space between cards on wide screens, in px; the paging offset depends on it. */
const GAP_PX = 24;

const reducedMotion = `@media ${REDUCED_MOTION_QUERY}`;

/**
 * The home page's feature cards. From md up: pages of three that advance by themselves,
 * with dots and a pause control. Below md: one horizontally scrollable row that snaps
 * to each card and never moves by itself. This is the HTML, as the server sends it (the
 * first page shown, nothing moving); `startCarousel` gives it its behaviour in the browser.
 */
export function FeaturesCarousel({ section, tone }: FeaturesCarouselProps) {
  const headingId = useId();
  const trackId = useId();
  const theme = useTheme();
  const pagedQuery = theme.breakpoints.up('md').replace(/^@media\s*/, '');
  const { id, eyebrow, title, subtitle, label, items } = section;
  const pageCount = Math.ceil(items.length / CAROUSEL_PAGE_SIZE);

  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <Box
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        data-testid="features-carousel"
        {...{ [carouselHooks.root]: pagedQuery }}
      >
        <Box sx={{ overflow: { md: 'hidden' }, mx: { xs: -2, sm: -3, md: 0 } }}>
          <Box
            component="ul"
            id={trackId}
            role="list"
            aria-live="polite"
            {...{ [carouselHooks.track]: '' }}
            sx={{
              listStyle: 'none',
              m: 0,
              display: 'flex',
              gap: { xs: 2, md: `${GAP_PX}px` },
              // Phones and tablets: a row that scrolls sideways and snaps to each card.
              overflowX: { xs: 'auto', md: 'visible' },
              scrollSnapType: { xs: 'x mandatory', md: 'none' },
              scrollPaddingInline: { xs: 16, sm: 24 },
              px: { xs: 2, sm: 3, md: 0 },
              py: 1,
              // Wide screens: pages of three cards slide into view.
              transform: {
                xs: 'none',
                md: `translateX(calc(var(${CAROUSEL_PAGE_PROPERTY}, 0) * (-100% - ${GAP_PX}px)))`,
              },
              transition: 'transform 600ms ease',
              [reducedMotion]: { transition: 'none' },
            }}
          >
            {items.map((item) => (
              <Box
                component="li"
                key={item.title}
                {...{ [carouselHooks.card]: '' }}
                sx={{
                  flex: {
                    xs: '0 0 82%',
                    sm: '0 0 46%',
                    md: `0 0 calc((100% - ${(CAROUSEL_PAGE_SIZE - 1) * GAP_PX}px) / ${CAROUSEL_PAGE_SIZE})`,
                  },
                  minWidth: 0,
                  // Keeps the cards' visually hidden link text inside the scrolling row.
                  position: 'relative',
                  scrollSnapAlign: 'start',
                }}
              >
                <IconCard item={item} />
              </Box>
            ))}
          </Box>
        </Box>

        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            mt: 4,
          }}
        >
          <Box
            component="ul"
            role="list"
            aria-label="Choose a slide"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 0.5 }}
          >
            {Array.from({ length: pageCount }, (_, pageIndex) => (
              <li key={pageIndex}>
                <Box
                  component="button"
                  type="button"
                  aria-label={`Show slide ${pageIndex + 1}`}
                  aria-current={pageIndex === 0 ? 'true' : undefined}
                  aria-controls={trackId}
                  {...{ [carouselHooks.dot]: '' }}
                  sx={(t) => ({
                    display: 'grid',
                    placeItems: 'center',
                    width: 40,
                    height: 32,
                    p: 0,
                    border: 0,
                    borderRadius: 999,
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                    '&::before': {
                      content: '""',
                      display: 'block',
                      height: 10,
                      width: 10,
                      borderRadius: 999,
                      bgcolor: 'grey.500',
                      transition: 'width 200ms ease',
                      [reducedMotion]: { transition: 'none' },
                    },
                    '&:hover::before': { bgcolor: 'grey.700' },
                    '&[aria-current="true"]::before': { width: 28, bgcolor: 'primary.main' },
                    '&[aria-current="true"]:hover::before': { bgcolor: 'primary.dark' },
                    '&:focus-visible': {
                      outline: `3px solid ${t.palette.secondary.main}`,
                      outlineOffset: 2,
                    },
                  })}
                />
              </li>
            ))}
          </Box>
          {pageCount > 1 ? (
            // Shown by the behaviour only where the carousel moves by itself.
            <IconButton
              hidden
              aria-label="Pause carousel"
              aria-controls={trackId}
              disableRipple
              size="small"
              {...{ [carouselHooks.toggle]: '', [PAUSED_ATTRIBUTE]: 'false' }}
              sx={(t) => ({
                border: `1px solid ${t.palette.divider}`,
                color: 'text.primary',
                ...pauseToggleStyles,
                '&:hover': { bgcolor: alpha(t.palette.primary.main, 0.06) },
                '&:focus-visible': {
                  outline: `3px solid ${t.palette.secondary.main}`,
                  outlineOffset: 2,
                },
              })}
            >
              <PauseToggleIcons />
            </IconButton>
          ) : null}
        </Box>
      </Box>
    </SectionShell>
  );
}
