import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ContactForm } from '@/features/contact';
import { company } from '@vistaar/shared/config';
import type { ContactFormPost } from '@vistaar/shared/validation';
import { Island } from '@/shared/ui/island';
import { SectionHeader, SectionShell, type SectionTone } from '@/shared/ui/sections';
import { ColumnGrid } from '@/shared/ui/column-grid';

export interface ContactFormSectionProps {
  title: string;
  text: string;
  steps: { title: string; text: string }[];
  tone?: SectionTone;
  /** The server's answer to a post made without JavaScript. */
  posted?: ContactFormPost;
}

/** The contact form beside what happens after sending it. */
export function ContactFormSection({ title, text, steps, tone, posted }: ContactFormSectionProps) {
  const headingId = useId();
  const stepsHeadingId = useId();
  const [mainPhone] = company.phones;
  return (
    <SectionShell id="contact-form" labelledBy={headingId} tone={tone}>
      <ColumnGrid
        columns={{ xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' }}
        gap={{ xs: 5, md: 6 }}
        alignItems="start"
      >
        <Card sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}>
          <SectionHeader id={headingId} title={title} subtitle={text} align="left" />
          <Island name="contactForm" component={ContactForm} props={posted ? { posted } : {}} />
        </Card>

        <Box component="aside" aria-labelledby={stepsHeadingId}>
          <Typography id={stepsHeadingId} variant="h4" component="h3" sx={{ mb: 3 }}>
            What happens next
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
            {steps.map((step, index) => (
              <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    flexShrink: 0,
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 800,
                    color: 'primary.main',
                    bgcolor: alpha(theme.palette.primary.main, 0.1),
                  })}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {step.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {step.text}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
          <Box
            sx={(theme) => ({
              mt: 4,
              p: 3,
              borderRadius: '16px',
              bgcolor: alpha(theme.palette.primary.main, 0.06),
              border: `1px solid ${alpha(theme.palette.primary.main, 0.18)}`,
            })}
          >
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Prefer to talk?
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              Call us on{' '}
              <Link href={`tel:${mainPhone.tel}`} sx={{ fontWeight: 700 }}>
                {mainPhone.display}
              </Link>
              , {company.hours}.
            </Typography>
          </Box>
        </Box>
      </ColumnGrid>
    </SectionShell>
  );
}
