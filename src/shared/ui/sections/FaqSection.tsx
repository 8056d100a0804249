import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { FaqSection as FaqSectionContent } from './content-types';
import { focusRing } from './focus-ring';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';

/** The FAQ section's content type; the same name as the component. */
export type FaqSection = FaqSectionContent;

interface FaqSectionProps {
  section: FaqSectionContent;
  tone?: SectionTone;
}

/** schema.org FAQPage data, so search engines can show the answers. */
function faqJsonLd(items: FaqSectionContent['items']): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  // '<' escaped so an answer can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Questions and answers as accordions (each summary is an h3 button); the first starts open. */
export function FaqSection({ section, tone }: FaqSectionProps) {
  const headingId = useId();
  const baseId = useId();
  const { id, title, items } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone} maxWidth="md">
      <SectionHeader id={headingId} title={title} />
      <Box>
        {items.map((item, index) => {
          const summaryId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            // MUI wraps the summary in an h3 and the details in a region labelled by it.
            <Accordion
              key={item.question}
              defaultExpanded={index === 0}
              disableGutters
              sx={{
                mb: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: '14px !important',
                bgcolor: 'background.paper',
                boxShadow: 'none',
                '&::before': { display: 'none' },
              }}
            >
              <AccordionSummary
                id={summaryId}
                aria-controls={panelId}
                expandIcon={<ExpandMoreRounded aria-hidden />}
                sx={[
                  {
                    px: { xs: 2, sm: 3 },
                    py: 0.5,
                    borderRadius: '14px',
                    '& .MuiAccordionSummary-content': { my: 1.5 },
                  },
                  focusRing,
                ]}
              >
                <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 3 }}>
                <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                  {item.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
      {items.length ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
      ) : null}
    </SectionShell>
  );
}
