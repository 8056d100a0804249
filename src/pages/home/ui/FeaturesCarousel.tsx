import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FocusEvent } from 'react';
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_PAGE_SIZE,
  CAROUSEL_RESUME_MS,
} from '@vistaar/shared/config';
import {
  IconCard,
  SectionHeader,
  SectionShell,
  usePrefersReducedMotion,
  type SectionTone,
} from '@/shared/ui/sections';
import type { FeaturesCarouselContent } from '../config/features';
import { useCarousel } from '../model/use-carousel';

export interface FeaturesCarouselProps {
  section: FeaturesCarouselContent;
  tone?: SectionTone;
}

/** Space between cards on wide screens, in px; the paging offset depends on it. */
const GAP_PX = 24;

/**
 * The home page's feature cards. From md up: pages of three that advance by themselves,
 * with dots and a pause control. Below md: one horizontally scrollable row that snaps
 * to each card and never moves by itself.
 */
export function FeaturesCarousel({ section, tone }: FeaturesCarouselProps) {
  const headingId = useId();
  const trackId = useId();
  const theme = useTheme();
  const paged = useMediaQuery(theme.breakpoints.up('md'));
  const reducedMotion = usePrefersReducedMotion();
  const { id, eyebrow, title, subtitle, label, items } = section;
  const pageCount = Math.ceil(items.length / CAROUSEL_PAGE_SIZE);
  const carousel = useCarousel({
    pageCount,
    intervalMs: CAROUSEL_INTERVAL_MS,
    resumeMs: CAROUSEL_RESUME_MS,
    autoAdvance: paged && !reducedMotion,
  });
  const canAutoAdvance = paged && !reducedMotion && pageCount > 1;

  // Keyboard focus inside holds the carousel; the focus a mouse click leaves on a dot does
  // not, so a clicked dot resumes after its 5 s hold like any manual pick (spec section 4).
  function handleFocus(event: FocusEvent<HTMLElement>) {
    carousel.setFocusWithin((event.target as HTMLElement).matches(':focus-visible'));
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      carousel.setFocusWithin(false);
    }
  }

  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <Box
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        data-testid="features-carousel"
        onMouseEnter={() => carousel.setHovered(true)}
        onMouseLeave={() => carousel.setHovered(false)}
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        <Box sx={{ overflow: { md: 'hidden' }, mx: { xs: -2, sm: -3, md: 0 } }}>
          <Box
            component="ul"
            id={trackId}
            role="list"
            aria-live={carousel.running ? 'off' : 'polite'}
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
                md: `translateX(calc(${-carousel.page} * (100% + ${GAP_PX}px)))`,
              },
              transition: reducedMotion ? 'none' : 'transform 600ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {items.map((item, index) => {
              const onPage = Math.floor(index / CAROUSEL_PAGE_SIZE) === carousel.page;
              return (
                <Box
                  component="li"
                  key={item.title}
                  // Cards of other pages are out of view on wide screens: out of reach too.
                  inert={paged && !onPage}
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
              );
            })}
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
            {Array.from({ length: pageCount }, (_, pageIndex) => {
              const active = pageIndex === carousel.page;
              return (
                <li key={pageIndex}>
                  <Box
                    component="button"
                    type="button"
                    aria-label={`Show slide ${pageIndex + 1}`}
                    aria-current={active ? 'true' : undefined}
                    aria-controls={trackId}
                    onClick={() => carousel.goTo(pageIndex)}
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
                        width: active ? 28 : 10,
                        borderRadius: 999,
                        bgcolor: active ? 'primary.main' : 'grey.500',
                        transition: reducedMotion ? 'none' : 'width 200ms ease',
                      },
                      '&:hover::before': { bgcolor: active ? 'primary.dark' : 'grey.700' },
                      '&:focus-visible': {
                        outline: `3px solid ${t.palette.secondary.main}`,
                        outlineOffset: 2,
                      },
                    })}
                  />
                </li>
              );
            })}
          </Box>
          {canAutoAdvance ? (
            <IconButton
              onClick={carousel.toggleStopped}
              aria-label={carousel.stopped ? 'Play carousel' : 'Pause carousel'}
              aria-controls={trackId}
              size="small"
              sx={(t) => ({
                border: `1px solid ${t.palette.divider}`,
                color: 'text.primary',
                '&:hover': { bgcolor: alpha(t.palette.primary.main, 0.06) },
              })}
            >
              {carousel.stopped ? (
                <PlayArrowRounded fontSize="small" />
              ) : (
                <PauseRounded fontSize="small" />
              )}
            </IconButton>
          ) : null}
        </Box>
      </Box>
    </SectionShell>
  );
}
