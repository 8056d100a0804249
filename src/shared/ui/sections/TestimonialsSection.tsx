import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha, keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type {
  Testimonial,
  TestimonialsSection as TestimonialsSectionContent,
} from './content-types';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';
import { visuallyHidden } from '@/shared/lib/a11y';
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

const NO_HAS = '@supports not selector(:has(*))';

/** A round control beside the dots, as the icon buttons of the other sections look. */
const arrowLook = {
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.secondary',
  cursor: 'pointer',
} as const;

/**
 * Each entry's own previous (`step` -1) or next arrow: a label for the neighbour's dot, shown
 * by CSS while that entry shows. They repeat what the dots do, for the pointer: the radio
 * group is the keyboard's and assistive technology's way through.
 */
function EntryArrows({
  items,
  step,
  dotId,
}: {
  items: Testimonial[];
  step: 1 | -1;
  dotId: (index: number) => string;
}) {
  const Chevron = step < 0 ? ChevronLeftRounded : ChevronRightRounded;
  return (
    <Box aria-hidden sx={{ display: 'contents' }}>
      {items.map((item, index) => (
        <Box
          component="label"
          key={`${item.name}-${item.company}`}
          htmlFor={dotId(index + step)}
          title={step < 0 ? 'Previous testimonial' : 'Next testimonial'}
          data-arrows-of={index}
          sx={arrowLook}
        >
          <Chevron />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Which entry shows, and which arrows and dot are live, follow the checked radio through CSS:
 * for each entry, its slide shows and its own previous and next arrows appear.
 */
function stateRules(count: number) {
  const rules: Record<string, object> = {};
  for (let index = 0; index < count; index++) {
    const checked = `&:has([data-dot="${index}"]:checked)`;
    rules[`${checked} [data-slide="${index}"]`] = {
      visibility: 'visible',
      animation: `${slideIn} 350ms ease-out`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    };
    rules[`${checked} [data-arrows-of="${index}"]`] = { display: 'inline-flex' };
  }
  return rules;
}

/**
 * One testimonial at a time, with previous/next arrows and a dot per entry. The dots are a
 * radio group, so the entries change by pointer, by the arrow keys and without JavaScript;
 * the section ships no script. All entries stay in the page (stacked in one grid cell, so the
 * height never jumps); hidden ones are out of the tab order and the accessibility tree.
 */
export function TestimonialsSection({ section, tone }: TestimonialsSectionProps) {
  const headingId = useId();
  const slidesId = useId();
  const dotName = useId();
  const { id, eyebrow, title, subtitle, items } = section;
  const count = items.length;
  if (count === 0) return null;
  const dotId = (index: number) => `${dotName}-${((index % count) + count) % count}`;

  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <Box
        role="group"
        aria-roledescription="carousel"
        aria-labelledby={headingId}
        sx={{ maxWidth: 880, mx: 'auto', ...stateRules(count) }}
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
          {items.map((item, index) => (
            <Box
              key={`${item.name}-${item.company}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              data-slide={index}
              // Hidden by CSS until its dot is checked: out of the accessibility tree and the
              // tab order. A single entry always shows, and so does the first in a browser
              // without `:has`, which cannot read the dots.
              sx={{
                gridArea: '1 / 1',
                visibility: count > 1 ? 'hidden' : 'visible',
                ...(index === 0 && { [NO_HAS]: { visibility: 'visible' } }),
              }}
            >
              <TestimonialSlide item={item} />
            </Box>
          ))}
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
            <EntryArrows items={items} step={-1} dotId={dotId} />
            <BareList
              aria-label="Choose a testimonial"
              sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' }}
            >
              {items.map((item, index) => (
                <Box component="li" key={`${item.name}-${item.company}`}>
                  <Box
                    component="label"
                    sx={(theme) => ({
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 32,
                      height: 32,
                      cursor: 'pointer',
                      '& > input:checked + span': { width: 22, bgcolor: 'primary.main' },
                      '& > input:focus-visible + span': {
                        outline: `3px solid ${theme.palette.secondary.dark}`,
                        outlineOffset: '4px',
                      },
                    })}
                  >
                    <Box
                      component="input"
                      type="radio"
                      name={dotName}
                      id={dotId(index)}
                      data-dot={index}
                      defaultChecked={index === 0}
                      aria-label={`Show testimonial ${index + 1}`}
                      aria-controls={slidesId}
                      sx={visuallyHidden}
                    />
                    <Box
                      component="span"
                      sx={{
                        width: 10,
                        height: 10,
                        borderRadius: '5px',
                        bgcolor: 'grey.500',
                        transition: 'width 200ms ease, background-color 200ms ease',
                      }}
                    />
                  </Box>
                </Box>
              ))}
            </BareList>
            <EntryArrows items={items} step={1} dotId={dotId} />
          </Box>
        ) : null}
      </Box>
    </SectionShell>
  );
}
