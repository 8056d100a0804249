import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ProseSection as ProseSectionContent } from './content-types';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';
import { BareList } from '@/shared/ui/bare-list';

/** The prose section's content type; the same name as the component. */
export type ProseSection = ProseSectionContent;

interface ProseSectionProps {
  section: ProseSectionContent;
  tone?: SectionTone;
}

/** Running text at a comfortable reading width, with an optional bullet list. */
export function ProseSection({ section, tone }: ProseSectionProps) {
  const headingId = useId();
  const { id, eyebrow, title, paragraphs, bullets } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone} maxWidth="md">
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} align="left" dense />
      <Box sx={{ maxWidth: 760, '& > p + p': { mt: 2.5 } }}>
        {paragraphs.map((paragraph) => (
          <Typography
            key={paragraph}
            variant="body1"
            sx={{ color: 'text.secondary', fontSize: { md: '1.075rem' } }}
          >
            {paragraph}
          </Typography>
        ))}
      </Box>
      {bullets?.length ? (
        <BareList
          sx={{
            mt: 3.5,
            maxWidth: 760,
            display: 'grid',
            gap: 1.5,
          }}
        >
          {bullets.map((bullet) => (
            <Box
              component="li"
              key={bullet}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <Box
                aria-hidden
                sx={(theme) => ({
                  flexShrink: 0,
                  mt: '2px',
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                  bgcolor: alpha(theme.palette.primary.main, 0.1),
                })}
              >
                <CheckRounded sx={{ fontSize: 16 }} />
              </Box>
              <Typography variant="body1" component="span" sx={{ color: 'text.primary' }}>
                {bullet}
              </Typography>
            </Box>
          ))}
        </BareList>
      ) : null}
    </SectionShell>
  );
}
