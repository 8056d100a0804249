import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ChipsSection as ChipsSectionContent } from './content-types';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';

/** The chips section's content type; the same name as the component. */
export type ChipsSection = ChipsSectionContent;

interface ChipsSectionProps {
  section: ChipsSectionContent;
  tone?: SectionTone;
}

type ChipItem = ChipsSectionContent['items'][number];

/** Labels with a sentence each become small tiles. */
function ChipTile({ item }: { item: ChipItem }) {
  const Icon = item.icon;
  return (
    <Box
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2.25,
        borderRadius: '12px',
        bgcolor: 'background.paper',
        border: `1px solid ${theme.palette.divider}`,
      })}
    >
      {Icon ? (
        <Box
          aria-hidden
          sx={(theme) => ({
            flexShrink: 0,
            width: 40,
            height: 40,
            borderRadius: '12px',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
          })}
        >
          <Icon fontSize="small" />
        </Box>
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {item.label}
        </Typography>
        {item.text ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {item.text}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** Technologies, media types, formats: chips, or small tiles when entries carry a sentence. */
export function ChipsSection({ section, tone }: ChipsSectionProps) {
  const headingId = useId();
  const { id, eyebrow, title, subtitle, items } = section;
  const tiles = items.some((item) => item.text);
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <Box
        component="ul"
        role="list"
        sx={
          tiles
            ? {
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                  lg: 'repeat(4, minmax(0, 1fr))',
                },
              }
            : {
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                gap: 1.5,
                maxWidth: 960,
                mx: 'auto',
              }
        }
      >
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <Box component="li" key={item.label} sx={{ minWidth: 0 }}>
              {tiles ? (
                <ChipTile item={item} />
              ) : (
                <Chip
                  label={item.label}
                  icon={Icon ? <Icon aria-hidden /> : undefined}
                  variant="outlined"
                  sx={(theme) => ({
                    height: 44,
                    px: 1,
                    fontSize: '0.95rem',
                    bgcolor: 'background.paper',
                    borderColor: theme.palette.divider,
                    color: 'text.primary',
                    '& .MuiChip-icon': { color: 'primary.main' },
                  })}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </SectionShell>
  );
}
