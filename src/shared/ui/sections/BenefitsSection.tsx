import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { BenefitsSection as BenefitsSectionContent } from './content-types';
import { StatFigure } from './StatFigure';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';
import { BareList } from '@/shared/ui/bare-list';

/** The benefits section's content type; the same name as the component. */
export type BenefitsSection = BenefitsSectionContent;

interface BenefitsSectionProps {
  section: BenefitsSectionContent;
  tone?: SectionTone;
}

type Aside = NonNullable<BenefitsSectionContent['aside']>;

function BenefitsAside({ aside }: { aside: Aside }) {
  return (
    <Box
      component="aside"
      sx={(theme) => ({
        borderRadius: '20px',
        p: { xs: 3, md: 4 },
        color: 'common.white',
        backgroundImage: `linear-gradient(145deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        boxShadow: `0 20px 48px ${alpha(theme.palette.primary.dark, 0.25)}`,
        position: { md: 'sticky' },
        top: { md: theme.spacing(12) },
      })}
    >
      <Typography variant="h4" component="h3" sx={{ color: 'common.white' }}>
        {aside.title}
      </Typography>
      <Typography
        variant="body1"
        sx={(theme) => ({ mt: 1.5, color: alpha(theme.palette.common.white, 0.9) })}
      >
        {aside.text}
      </Typography>
      {aside.stats?.length ? (
        <BareList
          sx={(theme) => ({
            mt: 3,
            pt: 3,
            borderTop: `1px solid ${alpha(theme.palette.common.white, 0.25)}`,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 2.5,
          })}
        >
          {aside.stats.map((stat) => (
            <Box component="li" key={stat.label}>
              <StatFigure stat={stat} size="h4" />
            </Box>
          ))}
        </BareList>
      ) : null}
    </Box>
  );
}

/** A checklist of benefits, with an optional highlighted panel beside it. */
export function BenefitsSection({ section, tone }: BenefitsSectionProps) {
  const headingId = useId();
  const { id, eyebrow, title, subtitle, items, aside } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: aside
            ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' }
            : '1fr',
          gap: { xs: 5, md: 8 },
          alignItems: 'start',
        }}
      >
        <Box>
          <SectionHeader
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            subtitle={subtitle}
            align={aside ? 'left' : 'center'}
          />
          <BareList
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: aside ? 'repeat(2, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
              },
              columnGap: 4,
              rowGap: 3,
            }}
          >
            {items.map((item) => (
              <Box component="li" key={item.title} sx={{ display: 'flex', gap: 1.5 }}>
                <CheckCircleRounded
                  aria-hidden
                  sx={{ color: 'success.main', mt: '2px', flexShrink: 0 }}
                />
                <Box>
                  <Typography
                    component="p"
                    variant="subtitle1"
                    sx={{ fontWeight: 700, lineHeight: 1.4 }}
                  >
                    {item.title}
                  </Typography>
                  {item.text ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                      {item.text}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            ))}
          </BareList>
        </Box>
        {aside ? <BenefitsAside aside={aside} /> : null}
      </Box>
    </SectionShell>
  );
}
