import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ApiSection as ApiSectionContent } from './content-types';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';
import { BareList } from '@/shared/ui/bare-list';
import { ColumnGrid } from '@/shared/ui/column-grid';

/** The API section's content type; the same name as the component. */
export type ApiSection = ApiSectionContent;

interface ApiSectionProps {
  section: ApiSectionContent;
  tone?: SectionTone;
}

const monospace =
  'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

/** How to integrate: text and points beside a dark code panel with a request sample. */
export function ApiSection({ section, tone }: ApiSectionProps) {
  const headingId = useId();
  const codeLabelId = useId();
  const { id, eyebrow, title, text, points, sample } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <ColumnGrid
        columns={{ xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }}
        gap={{ xs: 4, md: 7 }}
        alignItems="center"
      >
        <Box>
          <SectionHeader id={headingId} eyebrow={eyebrow} title={title} align="left" dense />
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {text}
          </Typography>
          <BareList sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
            {points.map((point) => (
              <Box
                component="li"
                key={point}
                sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
              >
                <CheckCircleRounded
                  aria-hidden
                  fontSize="small"
                  sx={{ color: 'primary.main', mt: '3px' }}
                />
                <Typography variant="body1" component="span">
                  {point}
                </Typography>
              </Box>
            ))}
          </BareList>
        </Box>
        <Box
          sx={(theme) => ({
            minWidth: 0,
            borderRadius: '16px',
            overflow: 'hidden',
            bgcolor: 'grey.900',
            border: `1px solid ${alpha(theme.palette.common.white, 0.08)}`,
            boxShadow: `0 24px 56px ${alpha(theme.palette.grey[900], 0.28)}`,
          })}
        >
          <Box
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2.5,
              py: 1.5,
              borderBottom: `1px solid ${alpha(theme.palette.common.white, 0.1)}`,
            })}
          >
            <Box aria-hidden sx={{ display: 'flex', gap: 0.75 }}>
              {(['secondary.main', 'primary.light', 'grey.500'] as const).map((colour) => (
                <Box
                  key={colour}
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour }}
                />
              ))}
            </Box>
            <Typography
              id={codeLabelId}
              component="p"
              variant="caption"
              sx={{ color: 'grey.300', ml: 1, fontFamily: monospace }}
            >
              Sample request
            </Typography>
          </Box>
          <Box
            component="pre"
            // Focusable so keyboard users can scroll long lines.
            tabIndex={0}
            role="region"
            aria-labelledby={codeLabelId}
            sx={{
              m: 0,
              p: { xs: 2.5, md: 3 },
              overflowX: 'auto',
              color: 'grey.100',
              fontFamily: monospace,
              fontSize: { xs: '0.8rem', md: '0.875rem' },
              lineHeight: 1.7,
              tabSize: 2,
              '&:focus-visible': { outlineOffset: -3 },
            }}
          >
            <code>{sample}</code>
          </Box>
        </Box>
      </ColumnGrid>
    </SectionShell>
  );
}
