import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { SplitSection as SplitSectionContent } from './content-types';
import { SectionHeader } from './SectionHeader';
import { SectionShell, type SectionTone } from './SectionShell';
import { BareList } from '@/shared/ui/bare-list';

/** The split section's content type; the same name as the component. */
export type SplitSection = SplitSectionContent;

interface SplitSectionProps {
  section: SplitSectionContent;
  tone?: SectionTone;
}

/** Two (or more) options side by side, each a card with its own checklist. */
export function SplitSection({ section, tone }: SplitSectionProps) {
  const headingId = useId();
  const { id, eyebrow, title, subtitle, panels } = section;
  return (
    <SectionShell id={id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <BareList
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: `repeat(${Math.min(Math.max(panels.length, 1), 3)}, minmax(0, 1fr))`,
          },
          gap: { xs: 2.5, md: 3 },
        }}
      >
        {panels.map(({ icon: Icon, title: panelTitle, text, points }, index) => (
          <Box component="li" key={panelTitle} sx={{ minWidth: 0 }}>
            <Card
              sx={(theme) => ({
                height: '100%',
                p: { xs: 3, md: 4 },
                borderTop: `4px solid ${index % 2 === 0 ? theme.palette.primary.main : theme.palette.secondary.main}`,
              })}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
                <Box
                  aria-hidden
                  sx={(theme) => {
                    const colour =
                      index % 2 === 0 ? theme.palette.primary.main : theme.palette.secondary.dark;
                    return {
                      flexShrink: 0,
                      width: 48,
                      height: 48,
                      borderRadius: '14px',
                      display: 'grid',
                      placeItems: 'center',
                      color: colour,
                      bgcolor: alpha(colour, 0.1),
                    };
                  }}
                >
                  <Icon />
                </Box>
                <Typography variant="h4" component="h3">
                  {panelTitle}
                </Typography>
              </Box>
              <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
              {points.length ? (
                <BareList sx={{ mt: 2.5, display: 'grid', gap: 1.25 }}>
                  {points.map((point) => (
                    <Box
                      component="li"
                      key={point}
                      sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
                    >
                      <CheckCircleOutlineRounded
                        aria-hidden
                        fontSize="small"
                        sx={{ color: 'success.main', mt: '3px', flexShrink: 0 }}
                      />
                      <Typography variant="body2" component="span" sx={{ color: 'text.primary' }}>
                        {point}
                      </Typography>
                    </Box>
                  ))}
                </BareList>
              ) : null}
            </Card>
          </Box>
        ))}
      </BareList>
    </SectionShell>
  );
}
