import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Disclosure } from '@/shared/ui/disclosure';
import type { FaqSection as FaqSectionContent } from './content-types';
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

/**
 * Questions and answers as native disclosures (each question an h3 in its summary); the first
 * starts open. They open and close with the keyboard, the pointer and without JavaScript, so
 * the section ships no script and answers a tap at once.
 */
export function FaqSection({ section, tone }: FaqSectionProps) {
  const headingId = useId();
  const { id, title, items } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone} maxWidth="md">
      <SectionHeader id={headingId} title={title} />
      <Box>
        {items.map((item, index) => (
          <Disclosure
            key={item.question}
            defaultOpen={index === 0}
            summary={
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                {item.question}
              </Typography>
            }
            radius="14px"
            sx={{ mb: 1.5 }}
            summarySx={{ py: 2 }}
          >
            <Typography
              variant="body1"
              sx={{ color: 'text.secondary', px: { xs: 2, sm: 3 }, pt: 0, pb: 3 }}
            >
              {item.answer}
            </Typography>
          </Disclosure>
        ))}
      </Box>
      {items.length ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
      ) : null}
    </SectionShell>
  );
}
