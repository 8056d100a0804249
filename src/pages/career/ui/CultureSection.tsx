import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { SectionHeader, SectionShell } from '@/shared/ui/sections';
import { cultureSection, culturePractices } from '../config/career-content';
import { BareList } from '@/shared/ui/bare-list';
import { ColumnGrid } from '@/shared/ui/column-grid';

/** How the company works: one paragraph and four practices. */
export function CultureSection() {
  const headingId = useId();
  return (
    <SectionShell id="culture" labelledBy={headingId} tone="tint">
      <ColumnGrid
        columns={{ xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }}
        gap={{ xs: 4, md: 8 }}
        alignItems="start"
      >
        <Box>
          <SectionHeader
            id={headingId}
            eyebrow={cultureSection.eyebrow}
            title={cultureSection.title}
            align="left"
            dense
          />
          <Typography
            variant="body1"
            sx={{ color: 'text.secondary', fontSize: { md: '1.075rem' } }}
          >
            {cultureSection.intro}
          </Typography>
        </Box>
        <BareList
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 3,
          }}
        >
          {culturePractices.map(({ icon: Icon, title, text }) => (
            <Box component="li" key={title}>
              <Box
                aria-hidden
                sx={(theme) => ({
                  width: 44,
                  height: 44,
                  borderRadius: '12px',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                  bgcolor: alpha(theme.palette.primary.main, 0.1),
                  mb: 1.5,
                })}
              >
                <Icon />
              </Box>
              <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
            </Box>
          ))}
        </BareList>
      </ColumnGrid>
    </SectionShell>
  );
}
