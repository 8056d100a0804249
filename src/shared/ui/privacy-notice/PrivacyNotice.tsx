import { useId, type ElementType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PrivacyNotice as Notice } from '@vistaar/shared/config';
import { PrivacyPolicyLink } from './PrivacyPolicyLink';

export interface PrivacyNoticeProps {
  notice: Notice;
  /** The heading element, to fit the outline of the page or dialog around it. */
  headingComponent?: ElementType;
  /** Show the full notice at first rather than its summary only. */
  defaultOpen?: boolean;
  /** The section's id; its summary gets `<id>-summary`, for a consent box's `aria-describedby`. */
  id?: string;
}

const termSx = { fontWeight: 600, mt: 1.5 } as const;
const definitionSx = { m: 0, mt: 0.25 } as const;

/**
 * The privacy notice of a form, read before it is sent: the summary always shows; the
 * itemised notice (what, why, how long, who, your choices) opens from a native disclosure,
 * which works from the keyboard and without JavaScript. It links to the full policy in a
 * new tab, so a half-filled form is not lost.
 */
export function PrivacyNotice({
  notice,
  headingComponent = 'h3',
  defaultOpen = false,
  id,
}: PrivacyNoticeProps) {
  const ownId = useId();
  const titleId = `${id ?? ownId}-title`;
  const summaryId = `${id ?? ownId}-summary`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      data-notice-version={notice.version}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.default',
        px: { xs: 2, sm: 2.5 },
        py: 2,
        color: 'text.secondary',
      }}
    >
      <Typography
        id={titleId}
        component={headingComponent}
        variant="subtitle2"
        sx={{ color: 'text.primary', fontWeight: 700, mb: 0.5 }}
      >
        Privacy notice
      </Typography>
      <Typography id={summaryId} variant="body2">
        {notice.summary}
      </Typography>
      <Box component="details" open={defaultOpen || undefined} sx={{ mt: 1 }}>
        <Typography
          component="summary"
          variant="body2"
          sx={{
            cursor: 'pointer',
            color: 'primary.main',
            fontWeight: 600,
            width: 'fit-content',
            borderRadius: 0.5,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          What we collect, why, for how long and your choices
        </Typography>
        <Typography variant="body2" component="div" sx={{ mt: 1 }}>
          <Box component="p" sx={{ ...termSx, color: 'text.primary', mb: 0 }}>
            What we collect
          </Box>
          <Box component="ul" sx={{ m: 0, mt: 0.25, pl: 2.5 }}>
            {notice.collected.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            {(
              [
                ['Why', notice.purpose],
                ['How long we keep it', notice.retention],
                ['Who it may go to', notice.recipients],
                ['Your choices', notice.rights],
              ] as const
            ).map(([term, text]) => (
              <Box key={term}>
                <Box component="dt" sx={{ ...termSx, color: 'text.primary' }}>
                  {term}
                </Box>
                <Box component="dd" sx={definitionSx}>
                  {text}
                </Box>
              </Box>
            ))}
          </Box>
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <PrivacyPolicyLink />
        <Box component="span" sx={{ ml: 1 }}>
          Notice version {notice.version}
        </Box>
      </Typography>
    </Box>
  );
}
