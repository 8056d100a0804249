import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import { alpha, keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import type {
  Testimonial,
  TestimonialsSection as TestimonialsSectionContent,
} from './content-types';
import { focusRing } from './focus-ring';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';
import { BareList } from '@/shared/ui/bare-list';

/** The testimonials section's content type; the same name as the component. */
export type TestimonialsSection = TestimonialsSectionContent;

interface TestimonialsSectionProps {
  section: TestimonialsSectionContent;
  tone?: SectionTone;
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(12px); }
  to { opacity: 1; transform: translateX(0); }
`;

function Stars({ rating }: { rating: number }) {
  return (
    <Box
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      sx={{ display: 'flex', gap: 0.25, color: 'warning.main' }}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <StarRounded key={i} aria-hidden fontSize="small" />
      ))}
    </Box>
  );
}

function TestimonialSlide({ item }: { item: Testimonial }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <FormatQuoteRounded
        aria-hidden
        sx={(theme) => ({ fontSize: 48, color: alpha(theme.palette.primary.main, 0.25), mb: 1 })}
      />
      <Stars rating={item.rating} />
      <Box component="blockquote" sx={{ m: 0, mt: 2 }}>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '1.05rem', md: '1.25rem' },
            lineHeight: 1.65,
            color: 'text.primary',
          }}
        >
          {item.text}
        </Typography>
      </Box>
      <Box
        component="figcaption"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: { xs: 3, md: 4 } }}
      >
        <Avatar
          aria-hidden
          sx={{
            bgcolor: 'primary.main',
            color: 'common.white',
            fontWeight: 700,
            width: 52,
            height: 52,
          }}
        >
          {item.initials}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {item.name}
          </Typography>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            {item.position}, {item.company}
          </Typography>
          <Typography component="p" variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {item.project}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * One testimonial at a time, with previous/next buttons and a dot per entry. All entries
 * stay in the page (stacked in one grid cell, so the height never jumps); the hidden
 * ones are inert and hidden from assistive technology.
 */
export function TestimonialsSection({ section, tone }: TestimonialsSectionProps) {
  const headingId = useId();
  const slidesId = useId();
  const { id, eyebrow, title, subtitle, items } = section;
  const [active, setActive] = useState(0);
  const count = items.length;
  if (count === 0) return null;
  const current = Math.min(active, count - 1);
  const go = (index: number) => setActive(((index % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <Box
        role="group"
        aria-roledescription="carousel"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        sx={{ maxWidth: 880, mx: 'auto' }}
      >
        <Card
          id={slidesId}
          aria-live="polite"
          sx={(theme) => ({
            p: { xs: 3, sm: 4, md: 6 },
            display: 'grid',
            boxShadow: `0 20px 48px ${alpha(theme.palette.primary.dark, 0.08)}`,
          })}
        >
          {items.map((item, index) => {
            const shown = index === current;
            return (
              <Box
                key={`${item.name}-${item.company}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                sx={{
                  gridArea: '1 / 1',
                  visibility: shown ? 'visible' : 'hidden',
                  animation: shown ? `${slideIn} 350ms ease-out` : 'none',
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              >
                <TestimonialSlide item={item} />
              </Box>
            );
          })}
        </Card>
        {count > 1 ? (
          <Box
            sx={{
              mt: 3,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: { xs: 1, sm: 2 },
            }}
          >
            <IconButton
              onClick={() => go(current - 1)}
              aria-label="Previous testimonial"
              aria-controls={slidesId}
              sx={[{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }, focusRing]}
            >
              <ChevronLeftRounded />
            </IconButton>
            <BareList
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
              }}
            >
              {items.map((item, index) => {
                const isActive = index === current;
                return (
                  <Box component="li" key={`${item.name}-${item.company}`}>
                    <ButtonBase
                      onClick={() => go(index)}
                      aria-label={`Show testimonial ${index + 1}`}
                      aria-current={isActive ? 'true' : undefined}
                      aria-controls={slidesId}
                      sx={[{ width: 32, height: 32, borderRadius: '50%' }, focusRing]}
                    >
                      <Box
                        component="span"
                        sx={{
                          width: isActive ? 22 : 10,
                          height: 10,
                          borderRadius: '5px',
                          bgcolor: isActive ? 'primary.main' : 'grey.500',
                          transition: 'width 200ms ease, background-color 200ms ease',
                        }}
                      />
                    </ButtonBase>
                  </Box>
                );
              })}
            </BareList>
            <IconButton
              onClick={() => go(current + 1)}
              aria-label="Next testimonial"
              aria-controls={slidesId}
              sx={[{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }, focusRing]}
            >
              <ChevronRightRounded />
            </IconButton>
          </Box>
        ) : null}
      </Box>
    </SectionShell>
  );
}
