import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { StatsSection as StatsSectionContent } from './content-types';
import { SectionShell, type SectionTone } from './SectionShell';
import { BareList } from '@/shared/ui/bare-list';

/** The stats section's content type; the same name as the component. */
export type StatsSection = StatsSectionContent;

interface StatsSectionProps {
  section: StatsSectionContent;
  tone?: SectionTone;
}

/** Key figures in a row of large numbers. */
export function StatsSection({ section, tone }: StatsSectionProps) {
  const headingId = useId();
  const { id, title, items } = section;
  return (
    <SectionShell
      id={id}
      labelledBy={title ? headingId : undefined}
      tone={tone}
      sx={{ py: { xs: 6, md: 8 } }}
    >
      {title ? (
        <Typography
          id={headingId}
          variant="h3"
          component="h2"
          sx={{ textAlign: 'center', mb: { xs: 4, md: 5 } }}
        >
          {title}
        </Typography>
      ) : null}
      <BareList
        sx={(theme) => ({
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: `repeat(${Math.min(Math.max(items.length, 1), 4)}, minmax(0, 1fr))`,
          },
          gap: { xs: 2, md: 3 },
          '& > li': {
            textAlign: 'center',
            p: { xs: 2.5, md: 3 },
            borderRadius: '16px',
            bgcolor: 'background.paper',
            border: `1px solid ${theme.palette.divider}`,
            boxShadow: `0 8px 24px ${alpha(theme.palette.primary.dark, 0.06)}`,
          },
        })}
      >
        {items.map((stat) => (
          <Box component="li" key={stat.label}>
            <Typography
              component="p"
              variant="h3"
              sx={{ color: 'primary.main', fontWeight: 800, lineHeight: 1.1 }}
            >
              {stat.value}
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {stat.label}
            </Typography>
          </Box>
        ))}
      </BareList>
    </SectionShell>
  );
}
